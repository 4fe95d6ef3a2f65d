/// An action a ``Store`` did not apply because its new state could not be saved, or a
/// ``Store/refresh()`` that could not read the stored state.
public struct StorePersistFailure<Action: Sendable>: Error {
    /// The action, or `nil` for a failed ``Store/refresh()``.
    public let action: Action?
    /// Why the state could not be saved.
    public let error: any Error

    /// Records that `action`'s state (or, with no action, the stored state) could not be saved
    /// or read because of `error`.
    public init(action: Action?, error: any Error) {
        self.action = action
        self.error = error
    }
}
