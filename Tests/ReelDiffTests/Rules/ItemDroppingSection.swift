import ReelDiff
import ReelTestSupport

/// A section type whose `init(original:items:)` breaks `SectionModelType`'s contract: it returns
/// `original`'s identity with no items, whatever items it is given, as an app's type might that
/// rebuilds its sections from elsewhere and ignores the parameter.
struct ItemDroppingSection: AnimatableSectionModelType, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var items: [Item]

    init(id: Int, items: [Item]) {
        self.id = id
        self.items = items
    }

    init(original: ItemDroppingSection, items: [Item]) {
        self.init(id: original.id, items: [])
    }

    var identity: Int { id }

    var description: String { "S\(id) \(items)" }
}
