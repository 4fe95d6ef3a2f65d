/// A publisher you push values into that never fails and never completes.
///
/// It is the event end of a stream: a tap, an appearance, a query typed. Unlike a subject it has
/// no `send(completion:)`, so no code path can end the stream it feeds by accident. Subscribers
/// only see values accepted after they subscribed.
///
/// A relay is not `Sendable`: it belongs to the isolation domain that owns it (a `@MainActor`
/// stream, for UI). Its values must be `Sendable` so effects may carry them across tasks.
public final class PublishRelay<Value: Sendable>: Publisher, BindingTarget {
    public typealias Output = Value
    public typealias Failure = Never

    private let subject = PassthroughSubject<Value, Never>()

    /// Creates a relay with no subscribers.
    public init() {}

    /// Delivers `value` to every current subscriber.
    public func accept(_ value: Value) {
        subject.send(value)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}
