/// A relay that also holds a current value, which new subscribers receive first.
///
/// It is the state end of a stream: whether content info is hidden, the items loaded so far.
/// Like ``PublishRelay`` it never fails and never completes. Expose it read-only as a
/// ``Property`` (`Property(relay)`) so that only its owner can change it.
public final class BehaviorRelay<Value: Sendable>: Publisher, BindingTarget {
    public typealias Output = Value
    public typealias Failure = Never

    let subject: CurrentValueSubject<Value, Never>

    /// Creates a relay whose current value is `value`.
    public init(value: Value) {
        subject = CurrentValueSubject(value)
    }

    /// The value most recently accepted, or the initial one.
    public var value: Value { subject.value }

    /// Makes `value` current and delivers it to every subscriber.
    ///
    /// Called from a subscriber, it delivers `value` at once, as Combine's subjects do: the
    /// subscribers not yet served the older value get it after `value`. A ``Store`` queues
    /// such changes instead, so its subscribers always end at its latest state.
    public func accept(_ value: Value) {
        subject.send(value)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}
