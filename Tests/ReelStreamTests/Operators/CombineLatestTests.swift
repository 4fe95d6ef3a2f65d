import PropertyBased
import ReelStream
import Testing

/// These hold for Combine's `combineLatest` and for the stand-in used with OpenCombine.
@MainActor
@Suite("combineLatest")
struct CombineLatestTests {
    struct Broken: Error, Equatable {}

    @Test("publishes the latest pair once both have published, then on every value")
    func latestPairs() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let out = OutputRecorder(first.combineLatest(second) { Pair($0, $1) })
        first.accept(1)
        first.accept(2)
        second.accept(10)
        first.accept(3)
        second.accept(20)
        #expect(out.takeValues() == [Pair(2, 10), Pair(3, 10), Pair(3, 20)])
    }

    @Test("combines three publishers")
    func triple() {
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: "b")
        let c = BehaviorRelay(value: true)
        let out = OutputRecorder(a.combineLatest(b, c) { "\($0)\($1)\($2)" })
        c.accept(false)
        #expect(out.takeValues() == ["1btrue", "1bfalse"])
    }

    @Test("finishes when both have finished")
    func finishesWithBoth() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let out = OutputRecorder(first.combineLatest(second) { Pair($0, $1) })
        first.send(1)
        second.send(2)
        first.send(completion: .finished)
        second.send(3)
        #expect(!out.isFinished)
        second.send(completion: .finished)
        #expect(out.takeValues() == [Pair(1, 2), Pair(1, 3)])
        #expect(out.isFinished)
    }

    @Test("a failure of either publisher is passed on")
    func failure() {
        let first = PassthroughSubject<Int, Broken>()
        let second = PassthroughSubject<Int, Broken>()
        let subscriber = DemandLimitedSubscriber<Pair, Broken>(initialDemand: 10)
        first.combineLatest(second) { Pair($0, $1) }.subscribe(subscriber)
        first.send(1)
        second.send(completion: .failure(Broken()))
        #expect(subscriber.completion == .failure(Broken()))
    }

    @Test("no more values are sent than the subscriber asked for")
    func honoursDemand() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = DemandLimitedSubscriber<(Int, Int), Never>(initialDemand: 1)
        first.combineLatest(second).subscribe(subscriber)
        first.send(1)
        second.send(2)
        first.send(3)
        #expect(subscriber.values.map { Pair($0.0, $0.1) } == [Pair(1, 2)])
    }

    @Test("matches a model over random interleavings")
    func matchesModel() async {
        await propertyCheck(input: Gen.int(in: 0...99).array(of: 0...40)) { script in
            let first = PublishRelay<Int>()
            let second = PublishRelay<Int>()
            let out = OutputRecorder(first.combineLatest(second) { Pair($0, $1) })
            var latest: (first: Int?, second: Int?) = (nil, nil)
            var expected: [Pair] = []
            for event in script.map(StreamEvent.init) {
                switch event {
                case .first(let value):
                    first.accept(value)
                    latest.first = value
                case .second(let value):
                    second.accept(value)
                    latest.second = value
                }
                if let a = latest.first, let b = latest.second { expected.append(Pair(a, b)) }
            }
            #expect(out.takeValues() == expected, "script \(script)")
        }
    }
}
