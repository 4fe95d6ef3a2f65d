import ReelStream
import Testing

/// A logic whose output holds every kind of member the output wrapper handles.
enum CounterLogic: ViewStreamLogic {
    struct Input: ViewStreamInput {
        let increment = PublishRelay<Void>()
        let reset = BehaviorRelay(value: 0)
    }

    struct State: ViewStreamState {
        let count = BehaviorRelay(value: 0)
    }

    struct Output {
        let count: BehaviorRelay<Int>
        let countText: Property<String>
        let milestones: PublishRelay<Int>
        let isEven: AnyPublisher<Bool, Never>
    }

    static func bind(input: InputPublishers<Input>, state: State, extra: NoExtra, bag: DisposeBag) -> Output {
        let milestones = PublishRelay<Int>()
        input.increment.withLatestFrom(state.count) { _, count in count + 1 }.bind(to: state.count).disposed(by: bag)
        input.reset.bind(to: state.count).disposed(by: bag)
        state.count.filter { $0 > 0 && $0.isMultiple(of: 10) }.bind(to: milestones).disposed(by: bag)
        return Output(
            count: state.count,
            countText: Property(initial: "", updates: state.count.map { "\($0)" }),
            milestones: milestones,
            isEven: state.count.map { $0.isMultiple(of: 2) }.eraseToAnyPublisher())
    }
}

/// A view that knows its stream only as `AnyViewStream`, so a test can hand it a fake.
@MainActor
final class CounterView {
    private(set) var text = ""
    private let stream: AnyViewStream<CounterLogic.Input, CounterLogic.Output>
    private let bag = DisposeBag()

    init(stream: AnyViewStream<CounterLogic.Input, CounterLogic.Output>) {
        self.stream = stream
        stream.output.countText
            .bind(to: Binder(self) { view, text in view.text = text })
            .disposed(by: bag)
    }

    func tapIncrement() {
        stream.input.increment()
    }
}

@MainActor
@Suite("ViewStream")
struct ViewStreamTests {
    @Test("outside code sends through the input wrapper and reads through the output wrapper")
    func wrappers() {
        let stream = ViewStream<CounterLogic>()
        let milestones = OutputRecorder(stream.output.milestones)
        let isEven = OutputRecorder(stream.output.isEven)

        stream.input.increment()
        stream.input.increment.accept(())
        #expect(stream.output.count.value == 2)
        #expect(stream.output.countText.value == "2")

        stream.input.reset(10)
        #expect(milestones.takeValues() == [10])
        #expect(isEven.takeValues() == [true, false, true, true])
    }

    @Test("a publisher can be bound straight into an input")
    func bindIntoInput() {
        let stream = ViewStream<CounterLogic>()
        let taps = PublishRelay<Void>()
        let binding = taps.bind(to: stream.input.increment)
        taps.accept(())
        #expect(stream.output.count.value == 1)
        binding.cancel()
    }

    @Test("a view runs against the real stream through the type-erased form")
    func realStreamErased() {
        let view = CounterView(stream: ViewStream<CounterLogic>().eraseToAnyViewStream())
        view.tapIncrement()
        view.tapIncrement()
        #expect(view.text == "2")
    }

    @Test("a view runs against a fake stream the test controls")
    func fakeStream() {
        let input = CounterLogic.Input()
        let text = BehaviorRelay(value: "fake")
        let fake = AnyViewStream(
            input: input,
            output: CounterLogic.Output(
                count: BehaviorRelay(value: 0), countText: Property(text), milestones: PublishRelay(),
                isEven: Empty().eraseToAnyPublisher()))
        let taps = OutputRecorder(input.increment.map { "tap" })
        let view = CounterView(stream: fake)
        #expect(view.text == "fake")
        text.accept("42")
        #expect(view.text == "42")
        view.tapIncrement()
        #expect(taps.takeValues() == ["tap"])
    }

    @Test("releasing a view releases its stream, and the erased wrapper keeps the stream alive until then")
    func lifetime() {
        let tracker = ReleaseTracker()
        do {
            let stream = ViewStream<CounterLogic>()
            tracker.track(stream, "stream")
            tracker.track(stream.output.countText, "count text")
            let view = CounterView(stream: stream.eraseToAnyViewStream())
            tracker.track(view, "view")
            view.tapIncrement()
            #expect(view.text == "1")
        }
        tracker.expectAllReleased()
    }
}
