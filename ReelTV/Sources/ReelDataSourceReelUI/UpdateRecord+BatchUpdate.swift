import Foundation
import ReelDiff
import ReelUI

extension UpdateRecord {
    /// The operations of `update` as a collection view receives them from a data source:
    /// its updated items reconfigured, in their cells when their type is unchanged.
    init(_ update: BatchUpdate) {
        func item(_ path: ItemPath) -> ItemIndex { ItemIndex(section: path.section, item: path.item) }
        func items(_ paths: [ItemPath]) -> [ItemIndex] { paths.map(item) }
        self.init(
            deletedSections: IndexSet(update.deletedSections), insertedSections: IndexSet(update.insertedSections),
            reloadedSections: IndexSet(update.updatedSections),
            movedSections: update.movedSections.map { ($0.source, $0.destination) },
            deletions: items(update.deletedItems), insertions: items(update.insertedItems), reloads: [],
            reconfigurations: items(update.updatedItems),
            moves: update.movedItems.map { (item($0.source), item($0.destination)) })
    }
}
