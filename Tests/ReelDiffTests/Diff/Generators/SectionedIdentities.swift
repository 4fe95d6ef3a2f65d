/// The identity spaces of one sectioned case: one for items, one for sections.
struct SectionedIdentities {
    var items = IdentitySpace(reuseChance: 0.25)
    var sections = IdentitySpace(reuseChance: 0.2)
}
