import ReelStream
import Testing

@MainActor
@Suite("OutputRecorder")
struct OutputRecorderTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("takeValues returns what arrived since the last call", .timeLimit(.minutes(10)))
    func takeValues() {
        let relay = PublishRelay<Int>()
        let recorder = OutputRecorder(relay)
        relay.accept(1)
        relay.accept(2)
        #expect(recorder.takeValues() == [1, 2])
        #expect(recorder.takeValues() == [])
        relay.accept(3)
        #expect(recorder.values == [3])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("next returns buffered values first, then waits for the next one", .timeLimit(.minutes(10)))
    func nextWaits() async {
        let relay = PublishRelay<Int>()
        let recorder = OutputRecorder(relay)
        relay.accept(1)
        #expect(await recorder.next() == 1)

        let pending = Task { await recorder.next() }
        await Task.yield()
        relay.accept(2)
        #expect(await pending.value == 2)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("next returns nil once the publisher has finished and everything was taken", .timeLimit(.minutes(10)))
    func finished() async {
        let recorder = OutputRecorder([1].publisher)
        #expect(recorder.isFinished)
        #expect(await recorder.next() == 1)
        #expect(await recorder.next() == nil)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a waiting next is answered with nil when the publisher finishes", .timeLimit(.minutes(10)))
    func finishWhileWaiting() async {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = OutputRecorder(subject)
        let pending = Task { await recorder.next() }
        await Task.yield()
        subject.send(completion: .finished)
        #expect(await pending.value == nil)
    }
}
