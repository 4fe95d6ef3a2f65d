import ReelStream
import Testing

@MainActor
@Suite("Flux: dispatcher, store, action creator")
struct FluxTests {
    enum CounterAction: Sendable {
        case add(Int)
        case failed(String)
    }

    struct CounterState: Equatable, Sendable {
        var total = 0
        var error: String?
    }

    struct Broken: Error, CustomStringConvertible {
        var description: String { "broken" }
    }

    struct CounterActions: ActionCreator {
        let dispatcher: Dispatcher<CounterAction>
    }

    let dispatcher = Dispatcher<CounterAction>()
    let api = ScriptedAPI<Int, Int>()

    func makeStore() -> Store<CounterState, CounterAction> {
        Store(initialState: CounterState(), dispatcher: dispatcher) { state, action in
            switch action {
            case .add(let amount): state.total += amount
            case .failed(let message): state.error = message
            }
        }
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a store reduces every dispatched action into its read-only state", .timeLimit(.minutes(10)))
    func reduces() {
        let store = makeStore()
        let totals = OutputRecorder(store.property(\.total))
        dispatcher.dispatch(.add(2))
        dispatcher.dispatch(.add(3))
        #expect(store.state.value.total == 5)
        #expect(totals.takeValues() == [0, 2, 5])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a persisting store publishes a state only once it is saved, and keeps the old one when saving fails", .timeLimit(.minutes(10)))
    func persistsBeforePublishing() {
        var saved: [Int] = []
        var failNext = false
        let store = Store(initialState: CounterState(), dispatcher: dispatcher) { state, action in
            if case .add(let amount) = action { state.total += amount }
        } persist: { old, new in
            if failNext { throw Broken() }
            #expect(new.total - old.total > 0)
            saved.append(new.total)
        }
        let totals = OutputRecorder(store.property(\.total))
        let failures = OutputRecorder(store.failures.map { "\($0.action.map { "\($0)" } ?? "refresh"):\($0.error)" })

        dispatcher.dispatch(.add(2))
        failNext = true
        dispatcher.dispatch(.add(3))
        failNext = false
        dispatcher.dispatch(.add(4))

        #expect(saved == [2, 6])
        #expect(totals.takeValues() == [0, 2, 6])
        #expect(failures.takeValues() == ["add(3):broken"])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a store over shared storage applies each action to what is stored now, and a refresh publishes others' changes", .timeLimit(.minutes(10)))
    func sharedStorage() {
        // Storage another writer changes behind the store's back.
        var stored = CounterState()
        var changedElsewhere = false
        var unreadable = false
        let storage = StoreStorage<CounterState>(
            commit: { _, change in
                change(&stored)
                changedElsewhere = false
                return stored
            },
            changes: {
                if unreadable { throw Broken() }
                defer { changedElsewhere = false }
                return changedElsewhere ? stored : nil
            })
        let store = Store(initialState: stored, dispatcher: dispatcher, reduce: { state, action in
            if case .add(let amount) = action { state.total += amount }
        }, storage: storage)
        let totals = OutputRecorder(store.property(\.total))
        let failures = OutputRecorder(store.failures.map { "\($0.action.map { "\($0)" } ?? "refresh"):\($0.error)" })

        dispatcher.dispatch(.add(2))
        stored.total = 10
        changedElsewhere = true
        dispatcher.dispatch(.add(1))
        store.refresh()
        stored.total = 20
        changedElsewhere = true
        store.refresh()
        unreadable = true
        store.refresh()

        #expect(totals.takeValues() == [0, 2, 11, 20])
        #expect(failures.takeValues() == ["refresh:broken"])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("two stores on one dispatcher both see each action", .timeLimit(.minutes(10)))
    func sharedDispatcher() {
        let first = makeStore()
        let second = makeStore()
        CounterActions(dispatcher: dispatcher).dispatch(.add(1))
        #expect(first.state.value.total == 1)
        #expect(second.state.value.total == 1)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("an action creator dispatches the outcome of async work, errors included", .timeLimit(.minutes(10)))
    func asyncOutcome() async {
        let store = makeStore()
        let states = OutputRecorder(store.state.changes)
        let actions = CounterActions(dispatcher: dispatcher)
        let api = self.api
        let outcome: @MainActor (Result<Int, any Error>) -> CounterAction = { result in
            switch result {
            case .success(let amount): .add(amount)
            case .failure(let error): .failed("\(error)")
            }
        }

        actions.dispatch(startingWith: .add(1), { try await api.call(1) }, outcome: outcome)
        #expect(store.state.value.total == 1)
        await api.nextCall().succeed(10)
        #expect(await states.next()?.total == 1)
        #expect(await states.next()?.total == 11)

        actions.dispatch({ try await api.call(2) }, outcome: outcome)
        await api.nextCall().fail(Broken())
        #expect(await states.next()?.error == "broken")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("cancelling an action creator's work dispatches nothing more", .timeLimit(.minutes(10)))
    func cancelled() async {
        let store = makeStore()
        let api = self.api
        let task = CounterActions(dispatcher: dispatcher).dispatch({ try await api.call(1) }) { _ in .add(100) }
        let call = await api.nextCall()
        task.cancel()
        #expect(await call.wasCancelled())
        await task.value
        #expect(store.state.value.total == 0)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a released store stops listening to the dispatcher", .timeLimit(.minutes(10)))
    func releasedStore() {
        weak var weakStore: Store<CounterState, CounterAction>?
        do {
            let store = makeStore()
            weakStore = store
            dispatcher.dispatch(.add(1))
        }
        #expect(weakStore == nil)
        dispatcher.dispatch(.add(1))
    }
}
