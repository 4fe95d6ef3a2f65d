/// The inputs of a ``ViewStreamLogic``: a type whose stored properties are relays.
///
/// The stream creates its input itself with `init()` and never hands the instance out: outside
/// code reaches it only through ``InputWrapper`` (send only), the logic only through
/// ``InputPublishers`` (observe only).
///
/// ```swift
/// struct Input: ViewStreamInput {
///     let query = PublishRelay<String>()
///     let email = BehaviorRelay(value: "")
/// }
/// ```
public protocol ViewStreamInput {
    /// Creates fresh relays.
    init()
}
