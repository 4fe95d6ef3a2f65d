/// One screen's logic: inputs, private state and injected dependencies turned into outputs by a
/// single static function.
///
/// Conform a caseless `enum` and run it with ``ViewStream``:
///
/// ```swift
/// enum SignUpLogic: ViewStreamLogic {
///     struct Input: ViewStreamInput {
///         let email = BehaviorRelay(value: "")
///         let password = BehaviorRelay(value: "")
///     }
///     struct Output {
///         let isSignUpEnabled: Property<Bool>
///     }
///     static func bind(
///         input: InputPublishers<Input>, state: NoState, extra: NoExtra, bag: DisposeBag
///     ) -> Output {
///         let isValid = input.email.combineLatest(input.password) { !$0.isEmpty && $1.count >= 6 }
///         return Output(isSignUpEnabled: Property(initial: false, updates: isValid))
///     }
/// }
/// ```
///
/// `bind` is static, so no closure inside it can capture a stream or a view model: everything a
/// closure uses arrives as a parameter, and there is no `self` to form a retain cycle with.
public protocol ViewStreamLogic {
    /// What outside code can send: a ``ViewStreamInput`` of relays.
    associatedtype Input: ViewStreamInput
    /// What outside code can observe: a type whose stored properties are ``Property``s, relays or
    /// other publishers that cannot fail. Outside code sees it through ``OutputWrapper``.
    associatedtype Output
    /// Mutable state only `bind` can see; ``NoState`` when there is none.
    associatedtype State: ViewStreamState = NoState
    /// Injected dependencies (API clients, stores, schedulers); ``NoExtra`` when there are none.
    associatedtype Extra = NoExtra

    /// Builds the outputs from the inputs, the state and the dependencies.
    ///
    /// Called once, when the stream is created. Put every subscription the logic makes into
    /// `bag`: the stream owns it, so they all end when the stream is released.
    @MainActor
    static func bind(input: InputPublishers<Input>, state: State, extra: Extra, bag: DisposeBag) -> Output
}

/// The ``ViewStreamLogic/Extra`` of logic that needs no dependencies.
public struct NoExtra: Sendable {
    /// No dependencies.
    public init() {}
}
