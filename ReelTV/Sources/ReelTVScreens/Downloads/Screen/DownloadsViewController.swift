import ReelDataSource
import ReelDataSourceReelUI
import ReelStream
import ReelTVModel
import ReelUI

/// The downloads screen ("The downloads screen" in docs/Background.md): a section per series season
/// with downloads, then links to the series' other episodes, declared by ``DownloadsLogic`` from
/// the app-wide downloads store and applied through the animated data source. A progress tick
/// reconfigures its row in place, a completion moves the row, a deletion animates it out.
@MainActor
package final class DownloadsViewController: ViewController {
    private let stream: ViewStream<DownloadsLogic>
    private let titles: DownloadTitles
    private let openSeries: @MainActor (String) -> Void
    private let listView = EmptyStateListView(emptyMessage: "ダウンロードした作品はありません")
    private var dataSource: SectionedDataSource<DownloadsSection, CollectionView>?
    private let bag = DisposeBag()

    /// States of the sections handed to the data source so far.
    package private(set) var updatesSubmitted = 0
    /// The latest of those states that is on screen (counting from 1); the screen has caught up
    /// with the store when it equals ``updatesSubmitted``.
    package private(set) var updatesShown = 0
    /// Called each time ``updatesShown`` grows: for measuring how fast the screen follows.
    package var onUpdateShown: (@MainActor () -> Void)?

    /// The list: for tests and measuring.
    package var list: CollectionView { listView.collectionView }

    /// The sections the list shows now (the latest state the data source committed).
    package var sections: [DownloadsSection] { dataSource?.sections ?? [] }

    /// A downloads screen for `downloads`, titled from `catalog`, whose "other episodes" links
    /// call `openSeries` with a series id (the app pushes that series' detail).
    package init(downloads: DownloadManager, catalog: Catalog, openSeries: @escaping @MainActor (String) -> Void) {
        titles = DownloadTitles(catalog: catalog)
        stream = ViewStream(extra: DownloadsLogic.Extra(downloads: downloads, titles: titles))
        self.openSeries = openSeries
        super.init()
        title = "ダウンロード"
    }

    package override func loadView() {
        view = listView
    }

    package override func viewDidLoad() {
        let collectionView = listView.collectionView
        for type: CollectionReusableView.Type in [DownloadCell.self, SeeOtherEpisodeCell.self, SectionTitleHeader.self] {
            collectionView.register(type)
        }
        let input = stream.input
        dataSource = SectionedDataSource(
            list: collectionView,
            cellProvider: { [titles, openSeries] collectionView, path, item in
                switch item {
                case .episode(let download):
                    let cell = collectionView.dequeueReusableCell(DownloadCell.self, for: path)
                    cell.configure(download, title: titles.episodeTitle(of: download)) { input.command($0) }
                    return cell
                case .seeOtherEpisode(let series):
                    let cell = collectionView.dequeueReusableCell(SeeOtherEpisodeCell.self, for: path)
                    cell.configure(series: series) { openSeries(series.id) }
                    return cell
                }
            },
            headerProvider: { collectionView, section, model in
                let header = collectionView.dequeueReusableHeader(SectionTitleHeader.self, for: section)
                switch model {
                case .episodeList(let season, _): header.configure(title: "\(season.seriesTitle) \(season.seasonTitle)")
                case .other: header.configure(title: "ほかのエピソード")
                }
                return header
            })
        stream.output.isEmpty
            .sink { [listView] in listView.isEmpty = $0 }
            .disposed(by: bag)
        stream.output.sections
            .sink { [weak self] in self?.show($0) }
            .disposed(by: bag)
    }

    private func show(_ sections: [DownloadsSection]) {
        updatesSubmitted += 1
        let update = updatesSubmitted
        dataSource?.apply(sections) { [weak self] in
            guard let self, update > updatesShown else { return }
            updatesShown = update
            onUpdateShown?()
        }
    }
}
