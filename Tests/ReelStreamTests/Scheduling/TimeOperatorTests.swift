import ReelStream
import Testing

/// Combine's time operators, driven by the virtual clock through the erased scheduler a stream's
/// `Extra` carries.
@MainActor
@Suite("Time operators on an injected scheduler")
struct TimeOperatorTests {
    let clock = VirtualTimeScheduler()
    var scheduler: MainQueueScheduler { clock.eraseToAnyScheduler() }

    @Test("debounce publishes a value once the input has been quiet for the interval")
    func debounce() {
        let input = PublishRelay<Int>()
        let out = OutputRecorder(input.debounce(for: .milliseconds(300), scheduler: scheduler))
        input.accept(1)
        clock.advance(by: .milliseconds(200))
        input.accept(2)
        clock.advance(by: .milliseconds(299))
        #expect(out.takeValues() == [])
        clock.advance(by: .milliseconds(1))
        #expect(out.takeValues() == [2])
    }

    @Test("throttle publishes at most one value per interval")
    func throttle() {
        let input = PublishRelay<Int>()
        let out = OutputRecorder(input.throttle(for: .seconds(1), scheduler: scheduler, latest: true))
        input.accept(1)
        clock.advance()
        input.accept(2)
        input.accept(3)
        clock.advance(by: .milliseconds(500))
        #expect(out.takeValues() == [1])
        clock.advance(by: .milliseconds(500))
        #expect(out.takeValues() == [3])
    }

    @Test("delay shifts each value by the interval")
    func delay() {
        let input = PublishRelay<String>()
        let out = OutputRecorder(input.delay(for: .seconds(2), scheduler: scheduler))
        input.accept("a")
        clock.advance(by: .seconds(1))
        input.accept("b")
        clock.advance(by: .seconds(1))
        #expect(out.takeValues() == ["a"])
        clock.advance(by: .seconds(1))
        #expect(out.takeValues() == ["b"])
    }
}
