import Foundation
import ReelDataSource
import ReelDiff

/// A list that performs every batch at once and always names the same top visible item.
@MainActor
final class FixedTopList: BatchUpdatingList {
    typealias Cell = Void
    typealias SupplementaryView = Void

    let top: (indexPath: IndexPath, offset: Double)
    private(set) var scrolledTo: [IndexPath] = []

    init(top: (indexPath: IndexPath, offset: Double)) { self.top = top }

    func connect<Section>(_ dataSource: SectionedDataSource<Section, FixedTopList>) {}
    var isInWindow: Bool { true }
    func reloadData() {}
    func performBatchUpdates(_ update: BatchUpdate, animated: Bool, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void) {
        commit()
        completion(true)
    }
    func reconfigureSupplementaryViews(ofSections sections: [Int]) {}
    func topVisibleItem() -> (indexPath: IndexPath, offset: Double)? { top }
    func scrollItem(at indexPath: IndexPath, toOffset offset: Double) { scrolledTo.append(indexPath) }
}
