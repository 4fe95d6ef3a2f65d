import Foundation
import ReelDiff
import ReelTVScreens
import ReelUI

/// One section of summaries, each item's cell from ``CollectionView/dequeueSummaryCell(for:at:)``:
/// the cell provider a ReelTV list uses.
@MainActor
final class SummaryListDataSource: CollectionViewDataSource {
    var items: [SummaryViewData]

    init(_ items: [SummaryViewData]) {
        self.items = items
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueSummaryCell(for: items[indexPath.item], at: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, headerForSection section: Int) -> CollectionSupplementaryView? {
        nil
    }
}
