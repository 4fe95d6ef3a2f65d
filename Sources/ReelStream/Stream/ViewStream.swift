/// Runs a ``ViewStreamLogic``: creates its input and state, calls its `bind` once and owns
/// everything that call subscribed.
///
/// Releasing the stream releases its input relays, its state, its dispose bag and so every
/// subscription and in-flight effect the logic started: a screen that goes away leaves nothing
/// running.
///
/// ```swift
/// let stream = ViewStream<SearchLogic>(extra: .init(api: api, scheduler: .main))
/// stream.input.query("swift")
/// stream.output.results.value
/// ```
@MainActor
public final class ViewStream<Logic: ViewStreamLogic>: ViewStreamType {
    public let input: InputWrapper<Logic.Input>
    public let output: OutputWrapper<Logic.Output>

    /// Held only so the state lives exactly as long as the stream, even if no subscription
    /// happens to reference it.
    private let state: Logic.State
    private let bag = DisposeBag()

    /// Creates the stream, injecting `extra` into the logic.
    public init(extra: Logic.Extra) {
        let input = Logic.Input()
        let state = Logic.State()
        self.input = InputWrapper(input)
        self.state = state
        output = OutputWrapper(
            Logic.bind(input: InputPublishers(input), state: state, extra: extra, bag: bag))
    }
}

extension ViewStream where Logic.Extra == NoExtra {
    /// Creates the stream of logic that needs no dependencies.
    public convenience init() {
        self.init(extra: NoExtra())
    }
}
