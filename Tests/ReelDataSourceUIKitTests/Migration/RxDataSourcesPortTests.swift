#if UIKIT_LISTS
import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelStream
import Testing

// The downloads screen of "Migrating from RxDataSources" (ReelDataSourceUIKit's DocC catalog),
// compiled and run against UIKit (the stand-in on Linux; a person's swipe and drag on Linux
// only). Every line of the article's Reel blocks is here.

// The article's types sit in a namespace of their own: the app has a downloads screen too, with
// types of the same names, and one name must mean one thing in the package.
enum RxDataSourcesArticle {
    struct Download: Equatable {
        enum State: Equatable {
            case downloading(percent: Int)
            case downloaded
        }

        var id: String
        var title: String
        var state: State
    }

    struct SeriesSeason: Equatable {
        var id: String
        var title: String
    }

    /// The episodes of the article's editing example: sections of titles.
    typealias EpisodeSection = AnimatableSectionModel<String, String>

    struct Series: Equatable {
        var id: String
        var title: String
    }

    enum DownloadsSection: AnimatableSectionModelType {
        case episodeList(season: SeriesSeason, items: [DownloadsItem])
        case other(items: [DownloadsItem])

        var identity: String {
            switch self {
            case .episodeList(let season, _): "season-\(season.id)"
            case .other: "other"
            }
        }

        var items: [DownloadsItem] {
            switch self {
            case .episodeList(_, let items), .other(let items): items
            }
        }

        init(original: DownloadsSection, items: [DownloadsItem]) {
            switch original {
            case .episodeList(let season, _): self = .episodeList(season: season, items: items)
            case .other: self = .other(items: items)
            }
        }
    }

    enum DownloadsItem: IdentifiableType, Equatable {
        case episode(download: Download)
        case seeOtherEpisode(series: Series)

        var identity: String {
            switch self {
            case .episode(let download): "episode-\(download.id)"
            case .seeOtherEpisode(let series): "series-\(series.id)"
            }
        }
    }

    /// A downloaded episode's row: its title and progress.
    final class DownloadCell: UITableViewCell {
        let title = UILabel()
        private(set) var shows = 0

        func show(_ download: Download) {
            shows += 1
            switch download.state {
            case .downloading(let percent): title.text = "\(download.title) \(percent)%"
            case .downloaded: title.text = download.title
            }
        }
    }

    /// The link to a series' other episodes.
    final class SeeOtherEpisodeCell: UITableViewCell {
        let title = UILabel()

        func show(_ series: Series) {
            title.text = "More of \(series.title)"
        }
    }

    /// The screen's state: the sections it publishes, and what a delete does to them.
    @MainActor
    final class DownloadsViewModel {
        let state: CurrentValueSubject<[DownloadsSection], Never>
        private(set) var deleted: [DownloadsItem] = []

        init(_ sections: [DownloadsSection]) {
            state = CurrentValueSubject(sections)
        }

        var sections: AnyPublisher<[DownloadsSection], Never> { state.eraseToAnyPublisher() }

        func delete(_ item: DownloadsItem) {
            deleted.append(item)
            state.send(state.value.map { DownloadsSection(original: $0, items: $0.items.filter { $0 != item }) })
        }
    }

    @MainActor
    final class DownloadsScreen {
        let tableView: UITableView
        let dataSource: SectionedDataSource<DownloadsSection, TableViewList>
        private let disposeBag = DisposeBag()

        init(tableView: UITableView, viewModel: DownloadsViewModel) {
            self.tableView = tableView
            tableView.register(DownloadCell.self, forCellReuseIdentifier: "Download")
            tableView.register(SeeOtherEpisodeCell.self, forCellReuseIdentifier: "SeeOther")
            dataSource = SectionedDataSource(
                list: TableViewList(tableView),
                configureCell: { _, tableView, indexPath, item in
                    switch item {
                    case .episode(let download):
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Download", for: indexPath) as! DownloadCell
                        cell.show(download)
                        return cell
                    case .seeOtherEpisode(let series):
                        let cell = tableView.dequeueReusableCell(withIdentifier: "SeeOther", for: indexPath) as! SeeOtherEpisodeCell
                        cell.show(series)
                        return cell
                    }
                },
                titleForHeaderInSection: { dataSource, index in
                    switch dataSource.sections[index] {
                    case .episodeList(let season, _): season.title
                    case .other: "Other episodes"
                    }
                })
            dataSource.editing = ItemEditing(delete: { item, _ in viewModel.delete(item) })
            viewModel.sections
                .bind(to: dataSource)
                .disposed(by: disposeBag)
        }
    }

    /// The same screen with the cells chosen by class: progress ticks reconfigure the row shown.
    @MainActor
    final class ReconfiguringDownloadsScreen {
        let dataSource: SectionedDataSource<DownloadsSection, TableViewList>
        private let disposeBag = DisposeBag()

        init(tableView: UITableView, viewModel: DownloadsViewModel) {
            dataSource = SectionedDataSource(
                list: TableViewList(tableView),
                cellProvider: { _, _, item in
                    switch item {
                    case .episode(let download): .init(DownloadCell.self) { $0.show(download) }
                    case .seeOtherEpisode(let series): .init(SeeOtherEpisodeCell.self) { $0.show(series) }
                    }
                },
                headerProvider: { _, _, section in
                    switch section {
                    case .episodeList(let season, _): .title(season.title)
                    case .other: .title("Other episodes")
                    }
                })
            viewModel.sections.bind(to: dataSource).disposed(by: disposeBag)
        }
    }

    /// The article's one-shot binding: a data source the screen does not keep, bound to a
    /// publisher that sends one state and completes.
    @MainActor
    static func bindOnce(_ episodes: [EpisodeSection], to tableView: UITableView, disposeBag: DisposeBag) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Episode")
        let dataSource = SectionedDataSource<EpisodeSection, TableViewList>(
            list: TableViewList(tableView),
            configureCell: { _, tableView, indexPath, title in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Episode", for: indexPath)
                cell.textLabel?.text = title
                return cell
            })
        Just(episodes)
            .bind(to: dataSource)
            .disposed(by: disposeBag)
    }

    @MainActor
    @Suite struct RxDataSourcesPortTests {
        static let nightTrain = Series(id: "night-train", title: "Night Train")
        static let seasonOne = SeriesSeason(id: "s1", title: "Night Train: Season 1")

        static func sections(percent: Int, withPilot: Bool = true) -> [DownloadsSection] {
            var episodes: [DownloadsItem] = [.episode(download: Download(id: "e2", title: "Tunnel", state: .downloading(percent: percent)))]
            if withPilot { episodes.insert(.episode(download: Download(id: "e1", title: "Pilot", state: .downloaded)), at: 0) }
            return [.episodeList(season: seasonOne, items: episodes), .other(items: [.seeOtherEpisode(series: nightTrain)])]
        }

        /// A table in a window.
        @MainActor
        final class Shown {
            let window = ListWindow()
            let tableView = RecordingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)

            init() {
                window.addSubview(tableView)
            }

            var rows: [String] {
                tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map {
                    ($0 as? DownloadCell)?.title.text ?? ($0 as? SeeOtherEpisodeCell)?.title.text ?? "?"
                }
            }
        }

        @Test("the ported screen shows its sections, titles and rows")
        func portedScreenShows() async {
            let shown = Shown()
            let screen = DownloadsScreen(tableView: shown.tableView, viewModel: DownloadsViewModel(Self.sections(percent: 10)))
            await shown.window.settle()
            #expect(shown.rows == ["Pilot", "Tunnel 10%", "More of Night Train"])
            #expect(shown.tableView.headerView(forSection: 0)?.textLabel?.text == "Night Train: Season 1")
            #expect(shown.tableView.headerView(forSection: 1)?.textLabel?.text == "Other episodes")
            #expect(screen.dataSource.animates)
            #expect(shown.window.exceptions.isEmpty)
        }

        @Test("without the one-second throttle, a burst of progress breaks no rule and ends at the latest state")
        func noThrottleNeeded() async {
            let shown = Shown()
            let viewModel = DownloadsViewModel(Self.sections(percent: 0))
            let screen = DownloadsScreen(tableView: shown.tableView, viewModel: viewModel)
            await shown.window.settle()
            for percent in 1...200 { viewModel.state.send(Self.sections(percent: percent / 2, withPilot: percent % 7 != 0)) }
            await shown.window.settle()
            #expect(shown.rows == ["Pilot", "Tunnel 100%", "More of Night Train"])
            #expect(screen.dataSource.sections.map(\.items) == Self.sections(percent: 100).map(\.items))
            #expect(shown.window.exceptions.isEmpty)
        }

        #if UIKIT_STAND_IN  // a person's swipe and drag, which the UIKit stand-in plays and UIKit has no call for
        @Test("a swipe to delete reaches the view model, whose next state removes the row")
        func deleteThroughTheViewModel() async {
            let shown = Shown()
            let viewModel = DownloadsViewModel(Self.sections(percent: 50))
            let screen = DownloadsScreen(tableView: shown.tableView, viewModel: viewModel)
            await shown.window.settle()
            #expect(shown.tableView.standInSwipeToDelete(rowAt: IndexPath(row: 0, section: 0)))
            await shown.window.settle()
            #expect(viewModel.deleted == [.episode(download: Download(id: "e1", title: "Pilot", state: .downloaded))])
            #expect(shown.rows == ["Tunnel 50%", "More of Night Train"])
            #expect(shown.tableView.recorder.batches.last?.deletedItems == [ItemPath(item: 0, section: 0)])
            #expect(shown.window.exceptions.isEmpty)
            withExtendedLifetime(screen) {}
        }
        #endif

        @Test("with cells chosen by class, a progress tick reconfigures the row shown")
        func recipesReconfigure() async {
            let shown = Shown()
            let viewModel = DownloadsViewModel(Self.sections(percent: 10))
            let screen = ReconfiguringDownloadsScreen(tableView: shown.tableView, viewModel: viewModel)
            await shown.window.settle()
            let tunnel = shown.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
            viewModel.state.send(Self.sections(percent: 20))
            await shown.window.settle()
            #expect(shown.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === tunnel)
            #expect((tunnel as? DownloadCell)?.title.text == "Tunnel 20%")
            #expect(shown.tableView.recorder.reconfiguredItems == [ItemPath(item: 1, section: 0)])
            #expect(shown.tableView.headerView(forSection: 0)?.textLabel?.text == "Night Train: Season 1")
            #expect(shown.window.exceptions.isEmpty)
            withExtendedLifetime(screen) {}
        }

        #if UIKIT_STAND_IN  // a person's swipe and drag, which the UIKit stand-in plays and UIKit has no call for
        @Test("edits applied at the paths handed over change the row touched, while the table still shows an older state")
        func editsInTheScreensCoordinates() async {
            let shown = Shown()
            var episodes = [EpisodeSection(model: "Queue", items: ["Pilot", "Tunnel", "Mirror"])]
            let dataSource = SectionedDataSource<EpisodeSection, TableViewList>(list: TableViewList(shown.tableView)) { _, _, title in
                .init(SeeOtherEpisodeCell.self) { $0.show(Series(id: title, title: title)) }
            }
            dataSource.editing = ItemEditing(
                delete: { _, indexPath in
                    episodes[indexPath.section].items.remove(at: indexPath.row)
                    dataSource.apply(episodes)
                },
                move: { _, source, destination in
                    let episode = episodes[source.section].items.remove(at: source.row)
                    episodes[destination.section].items.insert(episode, at: destination.row)
                    dataSource.apply(episodes)
                })
            await dataSource.apply(episodes)
            shown.tableView.setEditing(true, animated: false)
            // A trailer arrives; the table animates it in, and shows the old rows meanwhile.
            episodes[0].items.insert("Trailer", at: 0)
            dataSource.apply(episodes, completion: nil)
            episodes[0].items.append("Finale")
            dataSource.apply(episodes, completion: nil)
            #expect(dataSource.sections.map(\.items) == [["Trailer", "Pilot", "Tunnel", "Mirror"]], "the finale waits")
            #expect(shown.tableView.standInSwipeToDelete(rowAt: IndexPath(row: 2, section: 0)), "Tunnel, shown third")
            #expect(episodes.map(\.items) == [["Trailer", "Pilot", "Mirror", "Finale"]])
            #expect(shown.tableView.standInDragRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0)), "Mirror, to the top")
            #expect(episodes.map(\.items) == [["Mirror", "Trailer", "Pilot", "Finale"]])
            await shown.window.settle()
            await dataSource.apply(episodes)
            #expect(dataSource.sections.map(\.items) == [["Mirror", "Trailer", "Pilot", "Finale"]])
            #expect(shown.window.exceptions.isEmpty)
        }
        #endif

        @Test("a one-shot binding to a data source the screen does not keep shows its rows for as long as the table lives")
        func oneShotBinding() async {
            let shown = Shown()
            let disposeBag = DisposeBag()
            // Bound before the table is on screen, as in `viewDidLoad`.
            shown.tableView.removeFromSuperview()
            RxDataSourcesArticle.bindOnce([EpisodeSection(model: "Queue", items: ["Pilot", "Tunnel"])], to: shown.tableView, disposeBag: disposeBag)
            shown.window.addSubview(shown.tableView)
            await shown.window.settle()
            let rows = shown.tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { $0.textLabel?.text }
            #expect(rows == ["Pilot", "Tunnel"])
            #expect(shown.window.exceptions.isEmpty)
        }

        @Test("every line of the article's Reel code is compiled here")
        func articleMatches() throws {
            let article = try DocumentedCode.document(
                "Sources/ReelDataSourceUIKit/ReelDataSourceUIKit.docc/MigratingFromRxDataSources.md")
            let blocks = DocumentedCode.swiftBlocks(in: article)
            let labels = Set(blocks.map(DocumentedCode.label(of:)))
            #expect(labels == ["// RxDataSources", "// Reel"], "every block says whose code it is")
            let reel = blocks.filter { DocumentedCode.label(of: $0) == "// Reel" }
            #expect(reel.count >= 3)
            for line in try DocumentedCode.uncompiledLines(of: reel.map(DocumentedCode.code(of:)), sourcePaths: [#filePath]) {
                Issue.record("article line not compiled here: \(line)")
            }
        }
    }
}
#endif
