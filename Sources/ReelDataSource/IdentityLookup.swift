import ReelDiff

/// Finds what one state shows in another by identity, as far as identities tell: an identity
/// found once in each state names one item (or section) in both. One the states repeat names
/// several, and only the diffs between the states tell which is which (see `AppliedPaths`).
///
/// Each lookup reads the two states through once, so it costs no more than a search, once per
/// edit a person makes (never per update).
///
/// Made where the sections have identities; a data source of sections without identities has
/// none, and shows every state the moment it is applied.
@usableFromInline
struct IdentityLookup<Section: SectionModelType> {
    /// What looking something up by its identity found.
    enum Answer<Place> {
        /// The identity is once in each state, here in the second.
        case found(Place)
        /// The identity is once in the first state and nowhere in the second.
        case missing
        /// The identity is more than once in one of the states.
        case repeated
    }

    /// The item at `path` in `before`, which must hold one there, looked up in `after`.
    let item: (_ before: [Section], _ path: ItemPath, _ after: [Section]) -> Answer<ItemPath>
    /// The section at `index` in `before`, which must hold one there, looked up in `after`.
    let section: (_ before: [Section], _ index: Int, _ after: [Section]) -> Answer<Int>
}

extension IdentityLookup where Section: AnimatableSectionModelType {
    /// Looks sections and items up by their identities.
    @usableFromInline
    static var byIdentity: IdentityLookup {
        IdentityLookup(
            item: { before, path, after in
                let identity = before[path.section].items[path.item].identity
                if case .repeated = before.onlyItem(withIdentity: identity) { return .repeated }
                return after.onlyItem(withIdentity: identity)
            },
            section: { before, index, after in
                let identity = before[index].identity
                if case .repeated = before.onlySection(withIdentity: identity) { return .repeated }
                return after.onlySection(withIdentity: identity)
            })
    }
}
