import ReelStream
import Testing

/// Async effects given an ``EffectTracker``: each run is under way from its start to the end of
/// its task, so whoever waits for a screen to be final waits for its outcome.
@MainActor
@Suite("tracked async effects")
struct TrackedAsyncEffectTests {
    let api = ScriptedAPI<Int, String>()
    let effects = EffectTracker()

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a run is under way from its start until its outcome has been delivered", .timeLimit(.minutes(10)))
    func runIsUnderWayUntilDelivered() async {
        let api = self.api
        let out = OutputRecorder(AsyncResultPublisher(trackedBy: effects) { try await api.call(1) }.successes())
        // Counted as it starts, before its task has run at all.
        #expect(effects.count == 1)
        let call = await api.nextCall()
        #expect(effects.count == 1)
        call.succeed("one")
        #expect(await out.next() == "one")
        #expect(effects.isIdle)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a failed run is under way until its failure has been delivered", .timeLimit(.minutes(10)))
    func failedRunIsUnderWayUntilDelivered() async {
        struct Broken: Error {}
        let api = self.api
        let out = OutputRecorder(AsyncResultPublisher(trackedBy: effects) { try await api.call(1) }.failures())
        await api.nextCall().fail(Broken())
        #expect(await out.next() is Broken)
        #expect(effects.isIdle)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a run the next value cancelled stays under way until its task ends", .timeLimit(.minutes(10)))
    func cancelledRunStaysUnderWayUntilItsTaskEnds() async {
        let input = PublishRelay<Int>()
        let api = self.api
        // The call runs in a task of its own, which the run's cancellation does not reach: the
        // cancelled run goes on until the test answers it, as a request asleep on a clock would.
        let out = OutputRecorder(
            input.mapLatestTask(trackedBy: effects) { value in try await Task.detached { try await api.call(value) }.value }
                .successes())
        input.accept(1)
        let first = await api.nextCall()
        input.accept(2)
        let second = await api.nextCall()
        #expect(effects.count == 2, "the cancelled run is still under way")
        second.succeed("two")
        #expect(await out.next() == "two")
        #expect(effects.count == 1, "the cancelled run is still under way")
        first.succeed("one")
        #expect(await effects.untilIdle(orAfter: .seconds(50)))
        #expect(out.takeValues().isEmpty, "a cancelled run's outcome is dropped")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a subscription cancelled before its run ends stays under way until the run's task ends", .timeLimit(.minutes(10)))
    func cancelledSubscriptionStaysUnderWayUntilItsTaskEnds() async {
        let api = self.api
        let subscription = AsyncResultPublisher(trackedBy: effects) { try await api.call(1) }.sink { _ in }
        let call = await api.nextCall()
        subscription.cancel()
        #expect(effects.count == 1)
        #expect(await call.wasCancelled())
        #expect(await effects.untilIdle(orAfter: .seconds(50)))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a run starts, and is counted, on the first demand", .timeLimit(.minutes(10)))
    func countedFromTheFirstDemand() async {
        let api = self.api
        _ = AsyncResultPublisher(trackedBy: effects) { try await api.call(1) }
        let subscriber = DemandLimitedSubscriber<Result<String, any Error>, Never>(initialDemand: 0)
        AsyncResultPublisher(trackedBy: effects) { try await api.call(1) }.subscribe(subscriber)
        #expect(effects.isIdle, "nothing asked for a value yet")
        subscriber.request(1)
        #expect(effects.count == 1)
        await api.nextCall().succeed("one")
        #expect(await effects.untilIdle(orAfter: .seconds(50)))
        #expect(subscriber.values.count == 1)
    }
}
