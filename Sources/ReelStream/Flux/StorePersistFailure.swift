/// An action a ``Store`` did not apply because its new state could not be saved.
public struct StorePersistFailure<Action: Sendable>: Error {
    /// The action.
    public let action: Action
    /// Why the state could not be saved.
    public let error: any Error

    /// Records that `action`'s state could not be saved because of `error`.
    public init(action: Action, error: any Error) {
        self.action = action
        self.error = error
    }
}
