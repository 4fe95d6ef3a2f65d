/// The one channel actions travel through, from action creators to stores.
///
/// Create one per scope that shares state (usually one for the app) and inject it into the
/// action creators and stores that use it; nothing requires it to be a singleton, so tests make
/// their own.
@MainActor
public final class Dispatcher<Action: Sendable> {
    private let relay = PublishRelay<Action>()

    /// Creates a dispatcher with no stores listening.
    public init() {}

    /// Delivers `action` to every store listening, synchronously and in the order they
    /// subscribed.
    public func dispatch(_ action: Action) {
        relay.accept(action)
    }

    /// Every action dispatched from now on.
    public var actions: AnyPublisher<Action, Never> {
        relay.eraseToAnyPublisher()
    }
}
