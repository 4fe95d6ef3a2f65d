/// The ``ViewStreamLogic/State`` of logic that keeps no state of its own.
public struct NoState: ViewStreamState, Sendable {
    public init() {}
}
