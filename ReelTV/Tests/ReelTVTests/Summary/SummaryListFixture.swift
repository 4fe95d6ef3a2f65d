import Foundation
import ReelDataSourceUIKit
import ReelTVScreens
import ReelTerminal

/// A portrait window filled by a list of summaries, one row of space between them, laid out
/// once.
@MainActor
final class SummaryListFixture {
    let window: UIWindow
    let collectionView: UICollectionView
    /// Held here, since the collection view holds its data source and delegate weakly.
    let dataSource: SummaryListDataSource

    init(items: [SummaryViewData], width: CGFloat = 24, height: CGFloat = 12) {
        window = UIWindow(terminalSize: CGSize(width: width, height: height), isLandscape: false)
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 1
        layout.minimumInteritemSpacing = 0
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        dataSource = SummaryListDataSource(items)
        collectionView.registerSummaryCells()
        collectionView.dataSource = dataSource
        collectionView.delegate = dataSource
        window.addSubview(collectionView)
        window.standInRunLoop.runTurn()
    }

    /// The text of a one-item list's only cell.
    static func dump(of data: SummaryViewData, width: CGFloat = 24) -> String {
        let fixture = SummaryListFixture(items: [data], width: width)
        return fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.textDump() ?? "<no cell>"
    }

    /// The cells the list shows now, by index path.
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] {
        Dictionary(uniqueKeysWithValues: collectionView.visibleCells.compactMap { cell in
            collectionView.indexPath(for: cell).map { ($0, cell) }
        })
    }

    /// The largest vertical offset: the content's end at the view's bottom edge.
    var maximumOffset: CGFloat {
        max(0, collectionView.contentSize.height - collectionView.bounds.height)
    }

    /// Scrolls to `offset` rows from the top and lays out.
    func scroll(to offset: CGFloat) {
        collectionView.contentOffset.y = offset
        window.standInRunLoop.runTurn()
    }
}
