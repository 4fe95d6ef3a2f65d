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

    /// The send end of an input ``PublishRelay``.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Input, PublishRelay<Value>>) -> InputEndpoint<Value> {
        let relay = input[keyPath: keyPath]
        return InputEndpoint(relay.accept)
    }

    /// The send end of an input ``BehaviorRelay``.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Input, BehaviorRelay<Value>>) -> InputEndpoint<Value> {
        let relay = input[keyPath: keyPath]
        return InputEndpoint(relay.accept)
    }
}
