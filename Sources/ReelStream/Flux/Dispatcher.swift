/// The one channel actions travel through, from action creators to stores.
///
/// Create one per scope that shares state (usually one for the app) and inject it into the
/// action creators and stores that use it; nothing requires it to be a singleton, so tests make
/// their own.
///
/// A dispatcher and its stores belong to the main actor. Dispatching from anywhere but a
/// delivery runs the action at once: when ``dispatch(_:)`` returns, every store has reduced it
/// and every subscriber has its new state. Dispatching *during* a delivery (from a subscriber
/// of a store's state or of ``actions``, from a reducer) queues the action instead: it runs
/// once the current state has reached every subscriber, after the actions queued before it.
/// So every store reduces the actions in the order they were dispatched, every subscriber sees
/// each state in that order and ends at the latest, and chains of dispatches from subscribers,
/// however long, never nest on the stack.
@MainActor
public final class Dispatcher<Action: Sendable> {
    private let relay = PublishRelay<Action>()
    /// Shared with the stores, whose refreshes wait their turn too.
    let deliveries = DeliveryQueue()

    /// Creates a dispatcher with no stores listening.
    public init() {}

    /// Delivers `action` to every store and subscriber listening, now, or, when called during a
    /// delivery, once that delivery and the actions dispatched before this one have run.
    public func dispatch(_ action: Action) {
        deliveries.run { [relay] in relay.accept(action) }
    }

    /// Every action dispatched from now on.
    public var actions: AnyPublisher<Action, Never> {
        relay.eraseToAnyPublisher()
    }
}
