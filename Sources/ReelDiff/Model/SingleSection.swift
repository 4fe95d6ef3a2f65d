/// A linear list seen as a list of exactly one section, so that linear diffs, checks and
/// applies share the sectioned code.
@usableFromInline
struct SingleSection<Element>: SectionModelType {
    @usableFromInline
    var items: [Element]

    @inlinable
    init(items: [Element]) { self.items = items }

    @inlinable
    init(original: SingleSection, items: [Element]) { self.items = items }
}

extension SingleSection: IdentifiableType, AnimatableSectionModelType where Element: IdentifiableType & Equatable {
    @inlinable
    var identity: Int { 0 }
}
