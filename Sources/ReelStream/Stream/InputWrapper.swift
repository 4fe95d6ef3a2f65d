/// Send-only access to a stream's input relays.
///
/// Each relay of the input appears as a member of the same name, typed ``InputEndpoint``: outside
/// code can send into `stream.input.query` but cannot subscribe to it, so it cannot build logic
/// on another screen's inputs.
@dynamicMemberLookup
public struct InputWrapper<Input> {
    private let input: Input

    init(_ input: Input) {
        self.input = input
    }

    /// The send end of an input relay (a ``PublishRelay`` or ``BehaviorRelay``: any
    /// ``BindingTarget``).
    public subscript<Relay: BindingTarget>(dynamicMember keyPath: KeyPath<Input, Relay>) -> InputEndpoint<Relay.Value> {
        InputEndpoint(input[keyPath: keyPath].accept)
    }
}

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
