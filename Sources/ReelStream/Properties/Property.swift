/// A read-only value that changes over time: its current value and a publisher of it.
///
/// Outside code can read ``value`` and subscribe (subscribers get the current value first, then
/// each change), but it has no way to set it. Only the code that created the property can change
/// it, through the ``BehaviorRelay`` it wraps or the publisher it follows. Use it for a stream's
/// outputs that a view reads synchronously (a list's items, a button's enabled flag) and for the
/// state a ``Store`` exposes.
public final class Property<Value: Sendable>: Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    private let subject: CurrentValueSubject<Value, Never>
    /// The subscription to `updates` when this property follows a publisher. It ends when the
    /// property is released, and the property lives as long as it is held or subscribed to.
    private let upstream: AnyCancellable?

    /// A read-only view of `relay`: it reads and publishes whatever the relay holds.
    public init(_ relay: BehaviorRelay<Value>) {
        subject = relay.subject
        upstream = nil
    }

    /// A property that starts at `initial` and then takes every value `updates` publishes.
    ///
    /// If `updates` publishes while being subscribed (as relays and properties do), that value
    /// replaces `initial` before this initializer returns. The property keeps `updates` subscribed
    /// while anything holds it or is subscribed to it, so `store.property(\.x).sink { … }` keeps
    /// working without storing the property.
    public init<Updates: Publisher>(initial: Value, updates: Updates)
    where Updates.Output == Value, Updates.Failure == Never {
        let subject = CurrentValueSubject<Value, Never>(initial)
        self.subject = subject
        upstream = updates.sink { subject.send($0) }
    }

    /// A property that always holds `value`; handy for fakes and for outputs that never change.
    public init(constant value: Value) {
        subject = CurrentValueSubject(value)
        upstream = nil
    }

    /// The current value.
    public var value: Value { subject.value }

    /// Only the changes after subscribing, without the current value first.
    public var changes: Publishers.Drop<CurrentValueSubject<Value, Never>> {
        subject.dropFirst()
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        if upstream == nil {
            subject.receive(subscriber: subscriber)
        } else {
            subject.receive(subscriber: KeepingAlive(downstream: subscriber, property: self))
        }
    }
}

extension Property {
    /// Forwards to a subscriber while holding the property it subscribed to, so a property that
    /// follows a publisher keeps following it for as long as someone listens.
    struct KeepingAlive<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Value, Downstream.Failure == Never {
        typealias Input = Value
        typealias Failure = Never

        let downstream: Downstream
        let property: Property

        var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

        func receive(subscription: Subscription) {
            downstream.receive(subscription: subscription)
        }

        func receive(_ input: Value) -> Subscribers.Demand {
            downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Never>) {
            downstream.receive(completion: completion)
        }
    }
}
