import ReelDataSource
import ReelDiff
import ReelUI

extension BatchUpdate {
    /// The batch ReelUI's collection view received, as a ``BatchUpdate``: reloaded and
    /// reconfigured items both count as updated, as they do for UIKit's lists.
    init(_ record: UpdateRecord) {
        self.init(
            deletedSections: Array(record.deletedSections), insertedSections: Array(record.insertedSections),
            updatedSections: Array(record.reloadedSections),
            movedSections: record.movedSections.map { Move(source: $0.from, destination: $0.to) },
            deletedItems: record.deletedItems.map(ItemPath.init), insertedItems: record.insertedItems.map(ItemPath.init),
            updatedItems: record.reloadedItems.union(record.reconfiguredItems).map(ItemPath.init),
            movedItems: record.movedItems.map { Move(source: ItemPath($0.from), destination: ItemPath($0.to)) })
    }
}
