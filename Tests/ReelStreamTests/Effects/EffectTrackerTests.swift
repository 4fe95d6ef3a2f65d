import Dispatch
import ReelStream
import Testing

@Suite("effect tracker")
struct EffectTrackerTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("counts the effects started and not yet finished", .timeLimit(.minutes(10)))
    func counts() {
        let effects = EffectTracker()
        #expect(effects.count == 0)
        #expect(effects.isIdle)
        effects.started()
        effects.started()
        #expect(effects.count == 2)
        #expect(!effects.isIdle)
        effects.finished()
        #expect(effects.count == 1)
        #expect(!effects.isIdle)
        effects.finished()
        #expect(effects.count == 0)
        #expect(effects.isIdle)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("waiting for idle returns at once when nothing is under way", .timeLimit(.minutes(10)))
    func idleWaitReturnsAtOnce() async {
        let effects = EffectTracker()
        #expect(await effects.untilIdle(orAfter: .seconds(50)))
        effects.started()
        effects.finished()
        #expect(await effects.untilIdle(orAfter: .seconds(50)))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("waiting for idle returns once the last effect finishes, on another thread", .timeLimit(.minutes(10)))
    func idleWaitResumesWhenTheLastEffectFinishes() async {
        let effects = EffectTracker()
        effects.started()
        effects.started()
        effects.finished()
        // Most likely after the wait below has begun; either way the wait must end idle, and
        // never by its limit.
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) { effects.finished() }
        #expect(await effects.untilIdle(orAfter: .seconds(50)))
        #expect(effects.isIdle)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("every waiter is resumed when the last effect finishes", .timeLimit(.minutes(10)))
    func everyWaiterIsResumed() async {
        let effects = EffectTracker()
        effects.started()
        async let first = effects.untilIdle(orAfter: .seconds(50))
        async let second = effects.untilIdle(orAfter: .seconds(50))
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) { effects.finished() }
        #expect(await [first, second] == [true, true])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("waiting for idle gives up after its limit when an effect never finishes, and the effect may still finish later", .timeLimit(.minutes(10)))
    func idleWaitFailsAfterItsLimit() async {
        let effects = EffectTracker()
        effects.started()
        #expect(await effects.untilIdle(orAfter: .milliseconds(10)) == false)
        #expect(effects.count == 1)
        // The waiter that gave up is not resumed a second time.
        effects.finished()
        #expect(effects.isIdle)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("trackers are equal only to themselves", .timeLimit(.minutes(10)))
    func identity() {
        let effects = EffectTracker()
        #expect(effects == effects)
        #expect(effects != EffectTracker())
    }
}
