import Foundation
import UIKitStandIn

/// A data source of counts alone: sections of numbered items whose cells, headers and footers
/// show their index paths. It counts how often the list reads it.
@MainActor
final class CountsDataSource: NSObject, UICollectionViewDataSource, UITableViewDataSource {
    static let cellIdentifier = "cell"
    static let otherCellIdentifier = "other cell"
    static let headerIdentifier = "header"

    var counts: [Int]
    /// The index paths whose cells are dequeued with ``otherCellIdentifier``.
    var otherCells: Set<IndexPath> = []
    /// Whether the collection view's cells are made here instead of dequeued, against UIKit's rule.
    var makesCellsItself = false
    /// Reads of the number of sections.
    private(set) var countReads = 0
    /// Requests for cells, by index path.
    private(set) var cellRequests: [IndexPath] = []

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        countReads += 1
        return counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        if makesCellsItself { return StandInTextCell(frame: .zero) }
        let identifier = otherCells.contains(indexPath) ? Self.otherCellIdentifier : Self.cellIdentifier
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? StandInTextCell)?.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
        (view as? TextSupplementaryView)?.text = "\(kind) \(indexPath.section)"
        return view
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        countReads += 1
        return counts.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        counts[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let identifier = otherCells.contains(indexPath) ? Self.otherCellIdentifier : Self.cellIdentifier
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        (cell as? TextTableCell)?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "title \(section)"
    }
}
