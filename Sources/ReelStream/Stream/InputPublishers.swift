/// Observe-only access to a stream's input relays, as the logic's `bind` sees them.
///
/// The logic can subscribe to `input.query` but cannot send into it: events come only from
/// outside the stream.
@dynamicMemberLookup
public struct InputPublishers<Input> {
    private let input: Input

    init(_ input: Input) {
        self.input = input
    }

    /// The events sent into an input ``PublishRelay``.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Input, PublishRelay<Value>>) -> AnyPublisher<Value, Never> {
        input[keyPath: keyPath].eraseToAnyPublisher()
    }

    /// An input ``BehaviorRelay`` as a read-only ``Property``: its current value, then each change.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Input, BehaviorRelay<Value>>) -> Property<Value> {
        Property(input[keyPath: keyPath])
    }
}
