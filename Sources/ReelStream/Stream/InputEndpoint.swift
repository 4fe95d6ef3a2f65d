/// One input of a stream as outside code sees it: something to send values into, nothing more.
///
/// ```swift
/// stream.input.query("swift")          // send one value
/// textField.texts.bind(to: stream.input.query)
/// ```
public struct InputEndpoint<Value>: BindingTarget {
    private let send: (Value) -> Void

    init(_ send: @escaping (Value) -> Void) {
        self.send = send
    }

    /// Sends `value` into the stream.
    public func accept(_ value: Value) {
        send(value)
    }

    /// Sends `value` into the stream.
    public func callAsFunction(_ value: Value) {
        send(value)
    }
}

extension InputEndpoint where Value == Void {
    /// Sends an event that carries no value, such as a tap.
    public func accept() {
        send(())
    }

    /// Sends an event that carries no value, such as a tap.
    public func callAsFunction() {
        send(())
    }
}
