import ReelStream
import ReelTestSupport

/// Stores whose subscribers dispatch actions and subscribe more subscribers as they see states,
/// as a random case decides: chains of dispatches of random depth, from any subscriber, with
/// subscribers joining during a delivery.
///
/// Action `n` is the `n`-th call of `dispatch`, and a store's state is the actions it reduced,
/// in order, so the states a subscriber sees say which states it missed or saw out of order.
/// A case's seed reproduces it exactly where a subject serves its subscribers in a fixed order;
/// OpenCombine serves them in a `Set`'s order, which can change from one run to the next.
@MainActor
final class DispatchingSubscribers {
    /// One subscriber: the store it follows and every state it received.
    final class Subscriber {
        let store: Int
        /// The store's state when it subscribed, which it must receive first.
        let stateWhenSubscribed: [Int]
        var seen: [[Int]] = []
        var subscription: AnyCancellable?

        init(store: Int, stateWhenSubscribed: [Int]) {
            self.store = store
            self.stateWhenSubscribed = stateWhenSubscribed
        }
    }

    let dispatcher = Dispatcher<Int>()
    let stores: [Store<[Int], Int>]
    private(set) var subscribers: [Subscriber] = []
    /// Calls of `dispatch` so far: the next action.
    private(set) var dispatched = 0
    private var fuzz: FuzzCase
    private let actionLimit: Int
    private let subscriberLimit: Int

    init(_ fuzz: FuzzCase) {
        self.fuzz = fuzz
        let dispatcher = dispatcher
        stores = (0..<self.fuzz.int(in: 1...2)).map { _ in
            Store(initialState: [], dispatcher: dispatcher) { log, action in log.append(action) }
        }
        actionLimit = self.fuzz.int(in: 1...60)
        subscriberLimit = self.fuzz.int(in: 1...12)
        for _ in 0..<self.fuzz.int(in: 1...4) { subscribe() }
    }

    /// Dispatches from outside any subscriber, a few times, each starting a chain of
    /// dispatches from subscribers.
    func run() {
        for _ in 0..<fuzz.int(in: 1...4) { dispatch() }
    }

    private func dispatch() {
        guard dispatched < actionLimit else { return }
        dispatched += 1
        dispatcher.dispatch(dispatched - 1)
    }

    /// Subscribes a new subscriber to a random store, through its state or a property of it.
    private func subscribe() {
        guard subscribers.count < subscriberLimit else { return }
        let index = fuzz.int(in: 0...stores.count - 1)
        let store = stores[index]
        let subscriber = Subscriber(store: index, stateWhenSubscribed: store.state.value)
        subscribers.append(subscriber)
        let states = fuzz.chance(0.5) ? store.state.eraseToAnyPublisher() : store.property(\.self).eraseToAnyPublisher()
        subscriber.subscription = states.sink { [unowned self, unowned subscriber] state in
            subscriber.seen.append(state)
            react()
        }
    }

    /// What a subscriber does on seeing a state: dispatch (now and then several actions,
    /// which nest as deep as the chains they start), subscribe another subscriber, both, or
    /// nothing.
    private func react() {
        if fuzz.chance(0.45) {
            for _ in 0..<fuzz.int(in: 1...3) { dispatch() }
        }
        if fuzz.chance(0.15) { subscribe() }
    }
}
