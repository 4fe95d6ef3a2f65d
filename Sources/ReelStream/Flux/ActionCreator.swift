/// A type that turns requests ("add to My Video") into actions, running the work they need
/// (an API call) first.
///
/// Conform a type that holds the ``Dispatcher`` it was given; the extension methods dispatch
/// plain actions and the outcome of `async throws` work. Errors become actions, never crashes.
///
/// ```swift
/// struct MyVideoActions: ActionCreator {
///     let dispatcher: Dispatcher<MyVideoAction>
///     let api: any MyVideoAPI
///
///     func add(_ id: String) {
///         dispatch(startingWith: .adding(id), { [api] in try await api.add(id) }) { result in
///             switch result {
///             case .success: .added(id)
///             case .failure(let error): .failed(id, error.localizedDescription)
///             }
///         }
///     }
/// }
/// ```
@MainActor
public protocol ActionCreator {
    /// The action type of the dispatcher.
    associatedtype Action: Sendable

    /// Where actions go.
    var dispatcher: Dispatcher<Action> { get }
}

extension ActionCreator {
    /// Dispatches `action`: now, or, from a subscriber during a delivery, once the current
    /// state has reached every subscriber (see ``Dispatcher``).
    public func dispatch(_ action: Action) {
        dispatcher.dispatch(action)
    }

    /// Dispatches `startingWith` (if any) as ``dispatch(_:)`` does, runs `work`, then
    /// dispatches the action `outcome` makes of its result on the main actor.
    ///
    /// Returns the task so a caller may cancel the work; a cancelled run dispatches nothing more.
    @discardableResult
    public func dispatch<Success: Sendable>(
        startingWith start: Action? = nil,
        _ work: @escaping @Sendable () async throws -> Success,
        outcome: @escaping @MainActor (Result<Success, any Error>) -> Action
    ) -> Task<Void, Never> {
        if let start { dispatcher.dispatch(start) }
        let dispatcher = dispatcher
        return Task { @MainActor in
            let result: Result<Success, any Error>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled else { return }
            dispatcher.dispatch(outcome(result))
        }
    }
}
