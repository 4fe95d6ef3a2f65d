/// The ``ViewStreamLogic/Extra`` of logic that needs no dependencies.
public struct NoExtra: Sendable {
    public init() {}
}
