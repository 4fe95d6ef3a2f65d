import Foundation
import ReelDataSourceUIKit
import ReelTVScreens

/// One section of summaries, each item's cell from
/// `UICollectionView.dequeueSummaryCell(for:at:identifier:)`, each as tall as its summary at the
/// list's width: the cell provider and sizing a ReelTV list uses. It counts what a UIKit list
/// asks of it, since UIKit's lists keep no counts of their own.
@MainActor
final class SummaryListDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var items: [SummaryViewData]
    /// The cells handed to the list so far: each dequeued and configured with an item.
    private(set) var cellsDequeued = 0
    /// The distinct cells among those: the cells the list created.
    var cellsCreated: Int { cellsSeen.count }

    private var cellsSeen: Set<ObjectIdentifier> = []
    /// Measures an item outside the list: the enum view draws every combination as its cell does.
    private let sizingView = EnumSummaryView()

    init(_ items: [SummaryViewData]) {
        self.items = items
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueSummaryCell(for: items[indexPath.item], at: indexPath)
        cellsDequeued += 1
        cellsSeen.insert(ObjectIdentifier(cell))
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizingView.configure(items[indexPath.item])
        return sizingView.sizeThatFits(CGSize(width: collectionView.bounds.width, height: .greatestFiniteMagnitude))
    }
}
