/// A section that can be diffed: it has an identity, and so do its items.
///
/// The shape matches RxDataSources' protocol. A section whose identity is unchanged but whose
/// own content differs (``isContentEqual(to:)`` is `false`, for instance a new header title) is
/// reported as an updated section.
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType, Item: Equatable {
    /// Whether the section's own content (not its items) equals that of `other`, which has the
    /// same identity. The default is `true`: sections without content of their own never update.
    func isContentEqual(to other: Self) -> Bool
}

extension AnimatableSectionModelType {
    /// Sections without content of their own never update.
    @inlinable
    public func isContentEqual(to other: Self) -> Bool { true }
}
