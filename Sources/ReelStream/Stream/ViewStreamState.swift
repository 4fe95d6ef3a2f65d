/// The private mutable state of a ``ViewStreamLogic``, typically a few ``BehaviorRelay``s.
///
/// The stream creates it with `init()` and passes it only to the logic's `bind`, so no code
/// outside the logic can read or change it.
public protocol ViewStreamState {
    /// Creates the state with its initial values.
    init()
}

/// The ``ViewStreamLogic/State`` of logic that keeps no state of its own.
public struct NoState: ViewStreamState, Sendable {
    /// The empty state.
    public init() {}
}
