import ReelStream
import Testing

@MainActor
@Suite("async effects")
struct AsyncEffectTests {
    struct Broken: Error, Equatable {}

    let api = ScriptedAPI<Int, String>()

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("an async function's result is published, then the publisher finishes", .timeLimit(.minutes(10)))
    func publishesResult() async {
        let api = self.api
        let out = OutputRecorder(AsyncResultPublisher { try await api.call(1) }.successes())
        let call = await api.nextCall()
        #expect(call.request == 1)
        call.succeed("one")
        #expect(await out.next() == "one")
        #expect(await out.next() == nil)
        #expect(out.isFinished)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a thrown error is published as a value", .timeLimit(.minutes(10)))
    func errorsAreValues() async {
        let api = self.api
        let out = OutputRecorder(AsyncResultPublisher { try await api.call(1) }.failures())
        await api.nextCall().fail(Broken())
        #expect(await out.next() as? Broken == Broken())
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("the function runs only when subscribed to, once per subscription", .timeLimit(.minutes(10)))
    func lazyAndPerSubscription() async {
        let api = self.api
        let effect = AsyncResultPublisher { try await api.call(1) }
        #expect(api.numberOfCalls == 0)
        let first = OutputRecorder(effect.successes())
        let second = OutputRecorder(effect.successes())
        await api.nextCall().succeed("a")
        await api.nextCall().succeed("b")
        #expect(Set([await first.next(), await second.next()]) == ["a", "b"])
        #expect(api.numberOfCalls == 2)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("cancelling the subscription cancels the task", .timeLimit(.minutes(10)))
    func cancelCancelsTask() async {
        let api = self.api
        let subscription = AsyncResultPublisher { try await api.call(1) }.sink { _ in }
        let call = await api.nextCall()
        subscription.cancel()
        #expect(await call.wasCancelled())
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("mapLatestTask runs per value, and a new value cancels the run in flight", .timeLimit(.minutes(10)))
    func mapLatestTask() async {
        let input = PublishRelay<Int>()
        let api = self.api
        let out = OutputRecorder(input.mapLatestTask { try await api.call($0) }.successes())
        input.accept(1)
        let first = await api.nextCall()
        input.accept(2)
        let second = await api.nextCall()
        #expect(await first.wasCancelled())
        second.succeed("two")
        #expect(await out.next() == "two")

        input.accept(3)
        await api.nextCall().succeed("three")
        #expect(await out.next() == "three")
    }
}
