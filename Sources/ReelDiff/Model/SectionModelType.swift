/// A section of a list: a value that holds the section's items.
///
/// The shape matches RxDataSources' protocol. The diff rebuilds sections with
/// ``init(original:items:)`` when it stages intermediate data, so the initialiser must keep
/// everything of `original` except its items, and hold exactly the items it is given:
/// `Changeset.validate(fromSections:)` reports one that does not.
public protocol SectionModelType {
    /// The type of the items in the section.
    associatedtype Item

    /// The items, in display order.
    var items: [Item] { get }

    /// Creates a section like `original` with other items.
    init(original: Self, items: [Item])
}
