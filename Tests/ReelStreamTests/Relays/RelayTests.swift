import ReelStream
import Testing

@MainActor
@Suite("Relays")
struct RelayTests {
    @Test("a publish relay delivers values accepted after subscribing, and nothing else")
    func publishRelayForwards() {
        let relay = PublishRelay<Int>()
        relay.accept(1)
        let values = OutputRecorder(relay)
        relay.accept(2)
        relay.accept(3)
        #expect(values.takeValues() == [2, 3])
        #expect(!values.isFinished)
    }

    @Test("a behavior relay gives new subscribers its current value first")
    func behaviorRelayReplaysCurrent() {
        let relay = BehaviorRelay(value: "a")
        relay.accept("b")
        let values = OutputRecorder(relay)
        relay.accept("c")
        #expect(values.takeValues() == ["b", "c"])
        #expect(relay.value == "c")
    }

    @Test("every subscriber of a relay gets every value")
    func multipleSubscribers() {
        let relay = PublishRelay<Int>()
        let first = OutputRecorder(relay)
        let second = OutputRecorder(relay)
        relay.accept(7)
        #expect(first.takeValues() == [7])
        #expect(second.takeValues() == [7])
    }
}
