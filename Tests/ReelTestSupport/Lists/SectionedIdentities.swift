/// The identity spaces of one sectioned case: one for items, one for sections.
public struct SectionedIdentities {
    public var items = IdentitySpace(reuseChance: 0.25)
    public var sections = IdentitySpace(reuseChance: 0.2)

    /// Creates empty identity spaces.
    public init() {}
}
