import ReelDataSource
import ReelDataSourceUIKit
import ReelStream
import ReelTVModel

/// The downloads screen ("The downloads screen" in docs/Background.md): a section per series season
/// with downloads, then links to the series' other episodes, declared by ``DownloadsLogic`` from
/// the app-wide downloads store and applied through the animated data source. A progress tick
/// reconfigures its row in place, a completion moves the row, a deletion animates it out.
/// Swiping an episode's row to delete it does what its removal button does (cancel or delete).
@MainActor
package final class DownloadsViewController: UIViewController, UITableViewDelegate {
    private let stream: ViewStream<DownloadsLogic>
    private let titles: DownloadTitles
    private let openSeries: @MainActor (String) -> Void
    private let listView = EmptyStateListView(emptyMessage: "ダウンロードした作品はありません")
    private var tableViewList: TableViewList?
    private var dataSource: SectionedDataSource<DownloadsSection, TableViewList>?
    private let sizingCells = SizingCells()
    private let bag = DisposeBag()

    /// States of the sections handed to the data source so far.
    package private(set) var updatesSubmitted = 0
    /// The latest of those states that is on screen (counting from 1); the screen has caught up
    /// with the store when it equals ``updatesSubmitted``.
    package private(set) var updatesShown = 0
    /// Called each time ``updatesShown`` grows: for measuring how fast the screen follows.
    package var onUpdateShown: (@MainActor () -> Void)?

    /// The list: for tests and measuring.
    package var list: UITableView { listView.tableView }

    /// The sections the list shows now (the latest state the data source committed).
    package var sections: [DownloadsSection] { dataSource?.sections ?? [] }

    /// A downloads screen for `downloads`, titled from `catalog`, whose "other episodes" links
    /// call `openSeries` with a series id (the app pushes that series' detail).
    package init(downloads: DownloadManager, catalog: Catalog, openSeries: @escaping @MainActor (String) -> Void) {
        titles = DownloadTitles(catalog: catalog)
        stream = ViewStream(extra: DownloadsLogic.Extra(downloads: downloads, titles: titles))
        self.openSeries = openSeries
        super.init(nibName: nil, bundle: nil)
        title = "ダウンロード"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    package override func loadView() {
        view = listView
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        let tableView = listView.tableView
        tableView.delegate = self
        // An episode's row is two lines: rows not measured yet count as that.
        tableView.estimatedRowHeight = 2
        let input = stream.input
        let tableViewList = TableViewList(tableView)
        self.tableViewList = tableViewList
        let dataSource = SectionedDataSource<DownloadsSection, TableViewList>(
            list: tableViewList,
            cellProvider: { [titles, openSeries] _, _, item in
                switch item {
                case .episode(let download):
                    TableViewList.Cell(DownloadCell.self) { $0.configure(download, title: titles.episodeTitle(of: download)) { input.command($0) } }
                case .seeOtherEpisode(let series):
                    TableViewList.Cell(SeeOtherEpisodeCell.self) { $0.configure(series: series) { openSeries(series.id) } }
                }
            },
            headerProvider: { _, _, model in .title(SectionTitleHeader.text(forTitle: Self.title(of: model))) })
        dataSource.editing = ItemEditing(
            delete: { item, _ in
                guard case .episode(let download) = item, let removal = DownloadCommand.available(for: download).last else { return }
                input.command(removal)
            },
            canEdit: { item, _ in if case .episode = item { true } else { false } })
        self.dataSource = dataSource
        stream.output.isEmpty
            .sink { [listView] in listView.isEmpty = $0 }
            .disposed(by: bag)
        stream.output.sections
            .sink { [weak self] in self?.show($0) }
            .disposed(by: bag)
    }

    /// The heading of `section`: the season's series and title, or the links' heading.
    private static func title(of section: DownloadsSection) -> String {
        switch section {
        case .episodeList(let season, _): "\(season.seriesTitle) \(season.seasonTitle)"
        case .other: "ほかのエピソード"
        }
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

    // MARK: UITableViewDelegate

    /// A row as tall as its cell at the table's width.
    package func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let width = tableView.bounds.width
        switch dataSource?.item(at: indexPath) {
        case .episode(let download)?:
            return sizingCells.height(of: DownloadCell.self, width: width, make: { DownloadCell(style: .default, reuseIdentifier: nil) }) {
                $0.configure(download, title: titles.episodeTitle(of: download)) { _ in }
            }
        case .seeOtherEpisode(let series)?:
            return sizingCells.height(of: SeeOtherEpisodeCell.self, width: width, make: { SeeOtherEpisodeCell(style: .default, reuseIdentifier: nil) }) {
                $0.configure(series: series) {}
            }
        case nil:
            return 0
        }
    }

    /// Each section's heading: a line.
    package func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        SectionTitleHeader.height
    }

    package func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableViewList?.header(forSection: section)
    }

    /// No row is selected: a row acts through its buttons.
    package func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        nil
    }
}
