import PropertyBased
import ReelStream
import Testing

@MainActor
@Suite("withLatestFrom")
struct WithLatestFromTests {
    struct Broken: Error, Equatable {}

    @Test("each value is combined with the latest value of the other publisher")
    func combinesWithLatest() {
        let taps = PublishRelay<Int>()
        let state = BehaviorRelay(value: "a")
        let out = OutputRecorder(taps.withLatestFrom(state) { "\($0)\($1)" })
        taps.accept(1)
        state.accept("b")
        state.accept("c")
        taps.accept(2)
        #expect(out.takeValues() == ["1a", "2c"])
    }

    @Test("values before the other publisher has published are dropped")
    func dropsEarlyValues() {
        let taps = PublishRelay<Int>()
        let other = PublishRelay<String>()
        let out = OutputRecorder(taps.withLatestFrom(other))
        taps.accept(1)
        other.accept("x")
        taps.accept(2)
        #expect(out.takeValues() == ["x"])
    }

    @Test("the other publisher finishing keeps its latest value usable; the source finishing finishes")
    func completion() {
        let source = PassthroughSubject<Int, Never>()
        let other = PassthroughSubject<Int, Never>()
        let out = OutputRecorder(source.withLatestFrom(other) { Pair($0, $1) })
        other.send(10)
        other.send(completion: .finished)
        source.send(1)
        #expect(out.takeValues() == [Pair(1, 10)])
        #expect(!out.isFinished)
        source.send(completion: .finished)
        #expect(out.isFinished)
    }

    @Test("a failure of the other publisher is passed on")
    func otherFailure() {
        let source = PassthroughSubject<Int, Broken>()
        let other = PassthroughSubject<Int, Broken>()
        let subscriber = DemandLimitedSubscriber<Pair, Broken>(initialDemand: 10)
        source.withLatestFrom(other) { Pair($0, $1) }.subscribe(subscriber)
        other.send(completion: .failure(Broken()))
        source.send(1)
        #expect(subscriber.completion == .failure(Broken()))
        #expect(subscriber.values.isEmpty)
    }

    @Test("no more values are sent than the subscriber asked for")
    func honoursDemand() {
        let source = PassthroughSubject<Int, Never>()
        let subscriber = DemandLimitedSubscriber<Pair, Never>(initialDemand: 1)
        source.withLatestFrom(Just(0)) { Pair($0, $1) }.subscribe(subscriber)
        source.send(1)
        source.send(2)
        #expect(subscriber.values == [Pair(1, 0)])
    }

    @Test("binding the result back into the publisher it reads does not deadlock")
    func reentrantToggle() {
        let taps = PublishRelay<Void>()
        let isHidden = BehaviorRelay(value: true)
        let binding = taps.withLatestFrom(isHidden) { _, hidden in !hidden }.bind(to: isHidden)
        taps.accept(())
        taps.accept(())
        taps.accept(())
        #expect(isHidden.value == false)
        binding.cancel()
    }

    @Test("matches a model over random interleavings")
    func matchesModel() async {
        await propertyCheck(input: Gen.int(in: 0...99).array(of: 0...40)) { script in
            let source = PublishRelay<Int>()
            let other = PublishRelay<Int>()
            let out = OutputRecorder(source.withLatestFrom(other) { Pair($0, $1) })
            var latest: Int?
            var expected: [Pair] = []
            for event in script.map(StreamEvent.init) {
                switch event {
                case .first(let value):
                    source.accept(value)
                    if let latest { expected.append(Pair(value, latest)) }
                case .second(let value):
                    other.accept(value)
                    latest = value
                }
            }
            #expect(out.takeValues() == expected, "script \(script)")
        }
    }
}
