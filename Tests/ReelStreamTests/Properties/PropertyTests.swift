import ReelStream
import Testing

@MainActor
@Suite("Property")
struct PropertyTests {
    @Test("a property over a relay reads and publishes what the relay holds")
    func viewOfRelay() {
        let relay = BehaviorRelay(value: 1)
        let property = Property(relay)
        let values = OutputRecorder(property)
        relay.accept(2)
        #expect(property.value == 2)
        #expect(values.takeValues() == [1, 2])
    }

    @Test("a property following a publisher starts at its initial value, then takes each value")
    func followsUpdates() {
        let updates = PublishRelay<Int>()
        let property = Property(initial: 0, updates: updates)
        #expect(property.value == 0)
        updates.accept(5)
        #expect(property.value == 5)
    }

    @Test("a value published while subscribing replaces the initial value at once")
    func immediateUpdateReplacesInitial() {
        let source = BehaviorRelay(value: 9)
        let property = Property(initial: 0, updates: source)
        #expect(property.value == 9)
    }

    @Test("changes skip the current value")
    func changesSkipCurrent() {
        let relay = BehaviorRelay(value: 1)
        let changes = OutputRecorder(Property(relay).changes)
        relay.accept(2)
        #expect(changes.takeValues() == [2])
    }

    @Test("a constant property never changes")
    func constant() {
        let property = Property(constant: "fixed")
        let values = OutputRecorder(property)
        #expect(values.takeValues() == ["fixed"])
        #expect(property.value == "fixed")
    }

    @Test("releasing a property ends its subscription to the publisher it follows")
    func releaseEndsSubscription() {
        let updates = PublishRelay<Int>()
        var cancelled = false
        var property: Property<Int>? = Property(
            initial: 0, updates: updates.handleEvents(receiveCancel: { cancelled = true }))
        #expect(property?.value == 0)
        property = nil
        #expect(cancelled)
    }

    @Test("a property that follows a publisher keeps following it while subscribed, even unheld")
    func subscribersKeepPropertyAlive() {
        let source = PublishRelay<Int>()
        let values = OutputRecorder(Property(initial: 0, updates: source))
        source.accept(1)
        #expect(values.takeValues() == [0, 1])
    }
}
