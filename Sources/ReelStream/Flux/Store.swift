/// App-wide state that several screens share (My Video, downloads), changed only by actions.
///
/// Screens read it through read-only ``Property``s (``state`` or ``property(_:)``) and change it
/// only by dispatching actions, so every change to shared state is an action you can find, log
/// and test. The reducer gets the state to change as a parameter and cannot capture the store.
///
/// ```swift
/// let store = Store(initialState: MyVideoState(), dispatcher: dispatcher) { state, action in
///     switch action {
///     case .added(let id): state.ids.insert(id)
///     case .removed(let id): state.ids.remove(id)
///     }
/// }
/// let count = store.property(\.ids.count)
/// ```
@MainActor
public final class Store<State: Sendable, Action: Sendable> {
    /// The whole state: its current value and each change.
    public let state: Property<State>

    private let relay: BehaviorRelay<State>
    private let subscription: AnyCancellable

    /// Creates a store holding `initialState` that applies `reduce` to each action `dispatcher`
    /// delivers.
    public init(
        initialState: State, dispatcher: Dispatcher<Action>,
        reduce: @escaping (inout State, Action) -> Void
    ) {
        let relay = BehaviorRelay(value: initialState)
        self.relay = relay
        state = Property(relay)
        subscription = dispatcher.actions.sink { action in
            var next = relay.value
            reduce(&next, action)
            relay.accept(next)
        }
    }

    /// One part of the state as a read-only property.
    ///
    /// The property publishes each time the store's state changes, whether or not this part did.
    /// It follows the store while it is held or subscribed to.
    public func property<Value: Sendable>(_ keyPath: KeyPath<State, Value>) -> Property<Value> {
        Property(initial: relay.value[keyPath: keyPath], updates: relay.map(keyPath))
    }
}
