import ReelStream
import Testing

@MainActor
@Suite("afterFirst(of:)")
struct AfterFirstTests {
    @Test("holds values until the trigger first publishes, then publishes the latest and what follows")
    func holdsUntilTrigger() {
        let values = PublishRelay<Int>()
        let trigger = PublishRelay<Void>()
        let out = OutputRecorder(values.afterFirst(of: trigger))
        values.accept(1)
        values.accept(2)
        #expect(out.takeValues() == [])
        trigger.accept(())
        #expect(out.takeValues() == [2])
        values.accept(3)
        trigger.accept(())
        #expect(out.takeValues() == [3])
    }

    @Test("a trigger before any value lets the first value straight through")
    func triggerFirst() {
        let values = PublishRelay<Int>()
        let trigger = PublishRelay<Void>()
        let out = OutputRecorder(values.afterFirst(of: trigger))
        trigger.accept(())
        values.accept(1)
        #expect(out.takeValues() == [1])
    }
}
