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
