/// What a trait transition changes, handed to the blocks registered on a
/// ``TransitionCoordinator``.
public struct TransitionContext: Hashable, Sendable {
    /// The window's traits before the transition.
    public let fromTraits: TraitCollection
    /// The window's traits after the transition.
    public let toTraits: TraitCollection

    /// Creates the context of a transition from `fromTraits` to `toTraits`.
    public init(from fromTraits: TraitCollection, to toTraits: TraitCollection) {
        self.fromTraits = fromTraits
        self.toTraits = toTraits
    }
}
