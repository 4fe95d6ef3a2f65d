/// A ready-made section without identities: a model value for the section itself, and its items.
///
/// ```swift
/// typealias SettingsSection = SectionModel<String, String>
/// let sections = [SettingsSection(model: "General", items: ["About", "Storage"])]
/// ```
///
/// Neither the section nor its items need an identity, so sections of this type cannot be
/// diffed: a data source shows each new state by reloading the list, as RxDataSources' reload
/// data sources do. Use ``AnimatableSectionModel`` for sections whose changes animate.
public struct SectionModel<Section, ItemType> {
    /// The section's own value, such as its header.
    public var model: Section
    /// The section's items, in display order.
    public var items: [ItemType]

    /// Creates a section with a model and items.
    @inlinable
    public init(model: Section, items: [ItemType]) {
        self.model = model
        self.items = items
    }
}

extension SectionModel: SectionModelType {
    public typealias Item = ItemType

    @inlinable
    public init(original: SectionModel, items: [ItemType]) {
        self.init(model: original.model, items: items)
    }
}

extension SectionModel: Equatable where Section: Equatable, ItemType: Equatable {}
extension SectionModel: Hashable where Section: Hashable, ItemType: Hashable {}
extension SectionModel: Sendable where Section: Sendable, ItemType: Sendable {}

extension SectionModel: CustomStringConvertible {
    public var description: String { "\(model) \(items)" }
}
