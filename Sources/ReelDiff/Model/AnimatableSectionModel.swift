/// A ready-made diffable section: a model value for the section itself, and its items.
///
/// ```swift
/// typealias EpisodeSection = AnimatableSectionModel<String, Episode>
/// let sections = [EpisodeSection(model: "Season 1", items: season1)]
/// ```
///
/// The section's identity is the model's identity; a change to the model that keeps its
/// identity is a section update.
public struct AnimatableSectionModel<Section: IdentifiableType & Equatable, ItemType: IdentifiableType & Equatable> {
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

extension AnimatableSectionModel: AnimatableSectionModelType {
    public typealias Item = ItemType

    @inlinable
    public var identity: Section.Identity { model.identity }

    @inlinable
    public init(original: AnimatableSectionModel, items: [ItemType]) {
        self.init(model: original.model, items: items)
    }

    @inlinable
    public func isContentEqual(to other: AnimatableSectionModel) -> Bool { model == other.model }
}

extension AnimatableSectionModel: Equatable {}
extension AnimatableSectionModel: Hashable where Section: Hashable, ItemType: Hashable {}
extension AnimatableSectionModel: Sendable where Section: Sendable, ItemType: Sendable {}

extension AnimatableSectionModel: CustomStringConvertible {
    public var description: String { "\(model) \(items)" }
}
