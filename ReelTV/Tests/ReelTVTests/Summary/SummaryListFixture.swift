import Foundation
import ReelDiff
import ReelTVScreens
import ReelUI

/// A portrait window filled by a list of summaries, laid out once.
@MainActor
final class SummaryListFixture {
    let window: Window
    let collectionView: CollectionView
    /// Held here, since the collection view holds its data source weakly.
    let dataSource: SummaryListDataSource

    init(items: [SummaryViewData], width: Int = 24, height: Int = 12) {
        window = Window(traits: TraitCollection(size: Size(width: width, height: height), orientation: .portrait))
        collectionView = CollectionView(frame: window.bounds, layout: CollectionLayout(rowSpacing: 1, prefetchRows: 2))
        dataSource = SummaryListDataSource(items)
        collectionView.registerSummaryCells()
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        window.loop.runTurn()
    }

    /// The text of a one-item list's only cell.
    static func dump(of data: SummaryViewData, width: Int = 24) -> String {
        let fixture = SummaryListFixture(items: [data], width: width)
        return fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.textDump() ?? "<no cell>"
    }

    /// Scrolls to `offset` rows from the top and lays out.
    func scroll(to offset: Int) {
        collectionView.contentOffset.y = offset
        window.loop.runTurn()
    }
}
