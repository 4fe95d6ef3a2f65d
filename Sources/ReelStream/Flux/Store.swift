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
///
/// A store can write through to storage: give it a `persist` function and each new state is
/// handed to it, with the state it replaces, *before* anyone sees it. If `persist` throws, the
/// store keeps the old state and reports the failure through ``failures``, so what screens show
/// is never ahead of what was saved. Storage that other processes write too is a
/// ``StoreStorage`` that applies each action to what is stored at that moment (see
/// ``init(initialState:dispatcher:reduce:storage:)``).
///
/// ## Dispatching from a subscriber
///
/// A store belongs to the main actor, with its dispatcher. A dispatch made while the store
/// delivers a state (from a subscriber of ``state``, of a ``property(_:)``, of ``failures``)
/// runs after the current state has reached every subscriber, in the order such dispatches
/// were made; so does a ``refresh()`` made then. Every subscriber therefore sees the states in
/// the order they were reduced and ends at the latest, a subscriber that joins during a
/// delivery gets the state being delivered first and then only newer ones, and a chain of
/// dispatches from subscribers runs at one depth of the stack, however long it is. The flip
/// side: inside a subscriber, ``state`` still holds the state being delivered right after
/// dispatching.
@MainActor
public final class Store<State: Sendable, Action: Sendable> {
    /// The whole state: its current value and each change.
    public let state: Property<State>

    /// Each action whose new state could not be saved, and each ``refresh()`` that could not
    /// read the stored state; the state stayed as it was.
    public var failures: AnyPublisher<StorePersistFailure<Action>, Never> {
        failureRelay.eraseToAnyPublisher()
    }

    private let relay: BehaviorRelay<State>
    private let failureRelay = PublishRelay<StorePersistFailure<Action>>()
    private let storage: StoreStorage<State>
    private let deliveries: DeliveryQueue
    private let subscription: AnyCancellable

    /// Creates a store holding `initialState` that applies `reduce` to each action `dispatcher`
    /// delivers, saving each new state with `persist` (given the old state and the new one)
    /// before publishing it.
    public convenience init(
        initialState: State, dispatcher: Dispatcher<Action>,
        reduce: @escaping (inout State, Action) -> Void,
        persist: ((_ old: State, _ new: State) throws -> Void)? = nil
    ) {
        self.init(initialState: initialState, dispatcher: dispatcher, reduce: reduce, storage: .persisting(persist))
    }

    /// Creates a store holding `initialState` that applies `reduce` to each action `dispatcher`
    /// delivers through `storage`, and publishes the state `storage` saved.
    ///
    /// Use this form when others write the same storage: `storage` applies each action to the
    /// state stored at that moment, so their changes are kept, and ``refresh()`` shows them.
    public init(
        initialState: State, dispatcher: Dispatcher<Action>,
        reduce: @escaping (inout State, Action) -> Void,
        storage: StoreStorage<State>
    ) {
        let relay = BehaviorRelay(value: initialState)
        let failureRelay = failureRelay
        self.relay = relay
        self.storage = storage
        deliveries = dispatcher.deliveries
        state = Property(relay)
        subscription = dispatcher.actions.sink { action in
            let next: State
            do {
                next = try storage.commit(relay.value) { reduce(&$0, action) }
            } catch {
                failureRelay.accept(StorePersistFailure(action: action, error: error))
                return
            }
            relay.accept(next)
        }
    }

    /// Publishes the stored state if someone else changed it since this store last saved or
    /// read it; does nothing otherwise. If it cannot be read, the state stays as it was and the
    /// failure is reported through ``failures``, with no action.
    ///
    /// Called during a delivery (from a subscriber, say), it runs once the current state has
    /// reached every subscriber, as a dispatch would.
    public func refresh() {
        deliveries.run { [self] in
            do {
                if let stored = try storage.changes() { relay.accept(stored) }
            } catch {
                failureRelay.accept(StorePersistFailure(action: nil, error: error))
            }
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
