import ReelStream
import ReelTestSupport
import Testing

/// A dispatch made while a store delivers a state runs once that state has reached every
/// subscriber: each subscriber sees the states in the order they were reduced, and ends at the
/// latest, however deep dispatches nest.
@MainActor
@Suite("Flux: dispatching from a subscriber")
struct DispatchFromSubscriberTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("every subscriber sees every state from the one current when it subscribed, in the order they were reduced", .timeLimit(.minutes(10)))
    func subscribersSeeStatesInOrder() {
        // The first failing case names its seed; once every case fails, the rest would bury it.
        var failed = false
        Fuzz.run(seed: 70_000, cases: 400) { fuzz in
            guard !failed else { return }
            let scenario = DispatchingSubscribers(fuzz)
            scenario.run()
            let actions = Array(0..<scenario.dispatched)
            var problems: [String] = []
            for (index, store) in scenario.stores.enumerated() where store.state.value != actions {
                problems.append("store \(index) reduced the actions \(store.state.value), not \(actions)")
            }
            for (index, subscriber) in scenario.subscribers.enumerated() {
                // Each state is named by the number of actions reduced into it.
                let seen = subscriber.seen.map { $0 == Array(actions.prefix($0.count)) ? "\($0.count)" : "\($0)" }
                    .joined(separator: ", ")
                let expected = (subscriber.stateWhenSubscribed.count...actions.count).map { "\($0)" }.joined(separator: ", ")
                if seen != expected {
                    problems.append("subscriber \(index) of store \(subscriber.store) saw \(seen), not \(expected)")
                }
            }
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n")); \(fuzz)")
            failed = !problems.isEmpty
        }
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a subscriber served after one that dispatches on seeing 1 sees 1 before 11, not [0, 11, 1]", .timeLimit(.minutes(10)))
    func laterSubscriberSeesOneBeforeEleven() {
        let dispatcher = Dispatcher<Int>()
        let store = Store(initialState: 0, dispatcher: dispatcher) { total, amount in total += amount }
        // Both dispatch on seeing 1: whichever the subject serves second is served after one
        // that dispatched, in either order.
        var seen: [[Int]] = [[], []]
        let subscriptions = seen.indices.map { index in
            store.state.sink { total in
                seen[index].append(total)
                if total == 1 { dispatcher.dispatch(10) }
            }
        }
        dispatcher.dispatch(1)
        #expect(store.state.value == 21)
        #expect(seen == [[0, 1, 11, 21], [0, 1, 11, 21]])
        withExtendedLifetime(subscriptions) {}
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a subscriber that joins while a state is delivered gets that state first, then only newer ones", .timeLimit(.minutes(10)))
    func joiningSubscriberGetsTheCurrentState() {
        let dispatcher = Dispatcher<Int>()
        let store = Store(initialState: 0, dispatcher: dispatcher) { total, amount in total += amount }
        var joined: OutputRecorder<Int>?
        let dispatching = store.state.sink { total in
            guard total == 1 else { return }
            dispatcher.dispatch(10)
            joined = OutputRecorder(store.state)
        }
        dispatcher.dispatch(1)
        #expect(joined?.takeValues() == [1, 11])
        withExtendedLifetime(dispatching) {}
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a refresh from a subscriber, and a dispatch from a subscriber of a refresh, run after the current state reached every subscriber", .timeLimit(.minutes(10)))
    func refreshFromSubscriber() {
        var stored = 0
        var changedElsewhere = false
        let storage = StoreStorage<Int>(
            commit: { _, change in
                change(&stored)
                return stored
            },
            changes: {
                defer { changedElsewhere = false }
                return changedElsewhere ? stored : nil
            })
        let dispatcher = Dispatcher<Int>()
        let store = Store(initialState: 0, dispatcher: dispatcher, reduce: { total, amount in total += amount }, storage: storage)
        // Whichever subscriber sees 1 first refreshes, and whichever sees 5 first dispatches.
        var refreshed = false
        var dispatchedOnFive = false
        var seen: [[Int]] = [[], []]
        let subscriptions = seen.indices.map { index in
            store.state.sink { total in
                seen[index].append(total)
                if total == 1, !refreshed {
                    refreshed = true
                    // Another process saved 5 since.
                    stored = 5
                    changedElsewhere = true
                    store.refresh()
                }
                if total == 5, !dispatchedOnFive {
                    dispatchedOnFive = true
                    dispatcher.dispatch(10)
                }
            }
        }
        dispatcher.dispatch(1)
        #expect(store.state.value == 15)
        #expect(seen == [[0, 1, 5, 15], [0, 1, 5, 15]])
        withExtendedLifetime(subscriptions) {}
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("100,000 dispatches nested in subscribers run at one depth, well within iOS's 1 MB main thread", .timeLimit(.minutes(10)))
    func deepNesting() {
        let dispatcher = Dispatcher<Int>()
        let store = Store(initialState: 0, dispatcher: dispatcher) { total, amount in total += amount }
        var seen: [Int] = []
        // Where on the stack the subscriber runs each time: nested dispatches that recursed
        // would take it deeper with each one.
        var deepest = UInt.max
        var shallowest = UInt.min
        let subscription = store.state.changes.sink { total in
            var marker = 0
            let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            deepest = min(deepest, address)
            shallowest = max(shallowest, address)
            seen.append(total)
            if total < 100_000 { dispatcher.dispatch(1) }
        }
        dispatcher.dispatch(1)
        #expect(seen == Array(1...100_000))
        // A main thread's stack is 1 MB on iOS (8 MB here). Dispatches that recursed took about
        // 4.5 KB more of it each in a debug build: 100,000 of them, about 450 MB.
        let stackUsed = shallowest - deepest
        #expect(stackUsed < 64 * 1024, "the subscriber ran across \(stackUsed) bytes of stack")
        withExtendedLifetime(subscription) {}
    }
}
