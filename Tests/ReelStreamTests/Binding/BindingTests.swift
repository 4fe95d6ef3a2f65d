import ReelStream
import Testing

@MainActor
@Suite("Binding and dispose bags")
struct BindingTests {
    final class Label {
        var text = ""
    }

    @Test("bind(to:) forwards values into a relay until cancelled")
    func bindToRelay() {
        let source = PublishRelay<Int>()
        let target = BehaviorRelay(value: 0)
        let binding = source.bind(to: target)
        source.accept(1)
        #expect(target.value == 1)
        binding.cancel()
        source.accept(2)
        #expect(target.value == 1)
    }

    @Test("a binder applies values to its target, which it does not keep alive")
    func binderHoldsTargetWeakly() {
        let source = PublishRelay<String>()
        let tracker = ReleaseTracker()
        var binding: AnyCancellable?
        do {
            let label = Label()
            tracker.track(label, "label")
            binding = source.bind(to: Binder(label) { label, text in label.text = text })
            source.accept("hello")
            #expect(label.text == "hello")
        }
        tracker.expectAllReleased()
        source.accept("dropped, as the label is gone")
        binding?.cancel()
    }

    @Test("a dispose bag ends its subscriptions when released")
    func bagEndsSubscriptions() {
        let source = PublishRelay<Int>()
        let target = BehaviorRelay(value: 0)
        var bag: DisposeBag? = DisposeBag()
        source.bind(to: target).disposed(by: bag!)
        source.accept(1)
        bag = nil
        source.accept(2)
        #expect(target.value == 1)
    }

    @Test("Combine's set of cancellables holds a binding as a dispose bag does")
    func combineSetHoldsBindings() {
        let source = PublishRelay<Int>()
        let target = BehaviorRelay(value: 0)
        var cancellables: Set<AnyCancellable>? = []
        source.bind(to: target).store(in: &cancellables!)
        source.accept(1)
        cancellables = nil
        source.accept(2)
        #expect(target.value == 1)
    }

    @Test("a relay bound to a pipeline that reads it forms no lasting cycle once the bag goes")
    func cycleBrokenByBag() {
        weak var weakRelay: BehaviorRelay<Bool>?
        do {
            let bag = DisposeBag()
            let toggles = PublishRelay<Void>()
            let isOn = BehaviorRelay(value: false)
            weakRelay = isOn
            toggles.withLatestFrom(isOn) { _, on in !on }.bind(to: isOn).disposed(by: bag)
            toggles.accept(())
            #expect(isOn.value)
        }
        #expect(weakRelay == nil)
    }
}
