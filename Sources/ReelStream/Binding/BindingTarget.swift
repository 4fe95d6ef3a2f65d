/// Something a publisher's values can be bound to with `bind(to:)`.
///
/// Relays, ``Binder`` and the send-only ``InputEndpoint`` of a stream conform, so the same
/// `bind(to:)` wires a view's events into a stream and a stream's outputs onto a view.
public protocol BindingTarget<Value> {
    /// The type of value the target takes.
    associatedtype Value

    /// Takes one value.
    func accept(_ value: Value)
}

extension Publisher where Failure == Never {
    /// Sends every value to `target` until the returned subscription is cancelled.
    ///
    /// Only publishers that cannot fail can be bound: a binding has nowhere to put an error, so
    /// turn errors into values first (see `mapLatestTask(_:)`).
    /// The target is held strongly, as a relay bound to another relay must stay alive; use a
    /// ``Binder`` for objects that should not be kept alive by the binding.
    public func bind<Target: BindingTarget>(to target: Target) -> AnyCancellable
    where Target.Value == Output {
        sink { target.accept($0) }
    }
}
