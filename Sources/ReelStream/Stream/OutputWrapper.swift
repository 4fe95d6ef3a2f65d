/// Observe-only access to a stream's outputs.
///
/// Each output appears as a member of the same name: a ``Property`` or ``BehaviorRelay`` as a
/// ``Property`` (current value plus changes), any other publisher that cannot fail as an
/// `AnyPublisher`. Relays in the output therefore cannot be sent into from outside, and members
/// that are not publishers are not reachable at all.
@dynamicMemberLookup
public struct OutputWrapper<Output> {
    private let output: Output

    init(_ output: Output) {
        self.output = output
    }

    /// An output property.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Output, Property<Value>>) -> Property<Value> {
        output[keyPath: keyPath]
    }

    /// An output ``BehaviorRelay``, read-only.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Output, BehaviorRelay<Value>>) -> Property<Value> {
        Property(output[keyPath: keyPath])
    }

    /// Any other output publisher (including a ``PublishRelay``), observe-only.
    public subscript<Events: Publisher>(dynamicMember keyPath: KeyPath<Output, Events>) -> AnyPublisher<Events.Output, Never>
    where Events.Failure == Never {
        output[keyPath: keyPath].eraseToAnyPublisher()
    }
}
