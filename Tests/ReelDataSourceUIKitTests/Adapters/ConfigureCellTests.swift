#if UIKIT_LISTS
import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import Testing

/// RxDataSources' ways, on Reel's data source: `configureCell` closures that dequeue
/// themselves, section titles, and sections without identities that reload.
@MainActor
@Suite struct ConfigureCellTests {
    /// A table in a window, 44-point rows and 28-point headers, as UIKit's defaults.
    @MainActor
    final class Table {
        let window = ListWindow()
        let tableView = RecordingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)

        init() {
            tableView.register(TextRow.self, forCellReuseIdentifier: "Cell")
            window.addSubview(tableView)
        }

        func settle() async {
            await window.settle()
        }

        var rows: [String] {
            tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { ($0 as? TextRow)?.title.text ?? "?" }
        }
    }

    final class TextRow: UITableViewCell {
        let title = UILabel()
    }

    @Test("sections without identities reload the list for every state, with titles from closures")
    func reloadOnlyWithTitles() async {
        let table = Table()
        let dataSource = SectionedDataSource<SectionModel<String, String>, TableViewList>(
            list: TableViewList(table.tableView),
            configureCell: { _, tableView, indexPath, name in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! TextRow
                cell.title.text = name
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource.sections[section].model },
            titleForFooterInSection: { dataSource, section in "\(dataSource.sections[section].items.count) items" })
        #expect(!dataSource.animates)
        await dataSource.apply([SectionModel(model: "General", items: ["About", "Storage"])])
        await table.settle()
        #expect(table.rows == ["About", "Storage"])
        #expect(table.tableView.headerView(forSection: 0)?.textLabel?.text == "General")
        #expect(table.tableView.footerView(forSection: 0)?.textLabel?.text == "2 items")

        await dataSource.apply([SectionModel(model: "General", items: ["About", "Fonts", "Storage"])])
        await table.settle()
        #expect(table.rows == ["About", "Fonts", "Storage"])
        #expect(table.tableView.recorder.batches.isEmpty)
        #expect(table.tableView.recorder.reloads == 2)
        #expect(table.window.exceptions.isEmpty)
    }

    struct Episode: IdentifiableType, Equatable, Sendable {
        let id: Int
        var title: String
        var identity: Int { id }
    }

    @Test("animated sections with configureCell: changes animate, an updated row is reloaded, a changed title is set in place")
    func animatedWithConfigureCell() async {
        let table = Table()
        typealias Season = AnimatableSectionModel<String, Episode>
        let dataSource = SectionedDataSource<Season, TableViewList>(
            list: TableViewList(table.tableView),
            configureCell: { _, tableView, indexPath, episode in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! TextRow
                cell.title.text = episode.title
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource.sections[section].model })
        #expect(dataSource.animates)
        let pilot = Episode(id: 1, title: "Pilot")
        let mirror = Episode(id: 2, title: "Mirror")
        await dataSource.apply([Season(model: "Season 1", items: [pilot, mirror])])
        await table.settle()
        let header = table.tableView.headerView(forSection: 0)
        #expect(header?.textLabel?.text == "Season 1")

        // The section is the same (identity "Season 1"); only its rows change.
        await dataSource.apply([Season(model: "Season 1", items: [Episode(id: 2, title: "Mirror, renamed"), pilot])])
        await table.settle()
        #expect(table.rows == ["Mirror, renamed", "Pilot"])
        #expect(table.tableView.recorder.reloadedItems == [ItemPath(item: 1, section: 0)], "its class is unknown until dequeued")
        #expect(table.tableView.recorder.reconfiguredItems.isEmpty)
        #expect(table.tableView.headerView(forSection: 0) === header)
        #expect(table.window.exceptions.isEmpty)
    }

    @Test("a header provider may give a title, which UIKit shows and updates in place")
    func titleFromAHeaderProvider() async {
        struct Section: AnimatableSectionModelType, Equatable, Sendable {
            var id: Int
            var title: String
            var items: [Episode]
            var identity: Int { id }
            init(id: Int, title: String, items: [Episode]) {
                self.id = id
                self.title = title
                self.items = items
            }
            init(original: Section, items: [Episode]) { self.init(id: original.id, title: original.title, items: items) }
            func isContentEqual(to other: Section) -> Bool { title == other.title }
        }
        let table = Table()
        let list = TableViewList(table.tableView)
        let dataSource = SectionedDataSource<Section, TableViewList>(
            list: list,
            cellProvider: { _, _, episode in .init(TextRow.self) { $0.title.text = episode.title } },
            headerProvider: { _, _, section in .title(section.title) })
        let episodes = [Episode(id: 1, title: "Pilot")]
        await dataSource.apply([Section(id: 0, title: "Season 1", items: episodes)])
        await table.settle()
        #expect(list.header(forSection: 0) == nil, "the delegate gives no view, so UIKit shows the title")
        let header = table.tableView.headerView(forSection: 0)
        #expect(header?.textLabel?.text == "Season 1")
        let cell = table.tableView.visibleCells.first

        await dataSource.apply([Section(id: 0, title: "Season One", items: episodes)])
        await table.settle()
        #expect(table.tableView.headerView(forSection: 0) === header)
        #expect(header?.textLabel?.text == "Season One")
        #expect(table.tableView.visibleCells.first === cell, "the section was not reloaded")
        #expect(table.window.exceptions.isEmpty)
    }

    @Test("a collection view's configureCell and configureSupplementaryView dequeue their own views")
    func collectionView() async {
        final class TextItem: UICollectionViewCell {
            let title = UILabel()
        }
        final class TextHeader: UICollectionReusableView {
            let title = UILabel()
        }
        typealias Season = AnimatableSectionModel<String, Episode>
        let window = ListWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.headerReferenceSize = CGSize(width: 320, height: 28)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(TextItem.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            TextHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        window.addSubview(collectionView)
        let dataSource = SectionedDataSource<Season, CollectionViewList>(
            list: CollectionViewList(collectionView),
            configureCell: { _, collectionView, indexPath, episode in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! TextItem
                cell.title.text = episode.title
                return cell
            },
            configureSupplementaryView: { dataSource, collectionView, kind, indexPath in
                let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! TextHeader
                header.title.text = dataSource.sections[indexPath.section].model
                return header
            })
        await dataSource.apply([Season(model: "Season 1", items: [Episode(id: 1, title: "Pilot")])])
        await dataSource.apply([Season(model: "Season 1", items: [Episode(id: 2, title: "Mirror"), Episode(id: 1, title: "Pilot")])])
        await window.settle()
        let titles = collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { ($0 as? TextItem)?.title.text }
        #expect(titles == ["Mirror", "Pilot"])
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header as? TextHeader)?.title.text == "Season 1")
        #expect(window.exceptions.isEmpty)
        #expect(dataSource.animates)
    }

    @Test("a collection view's configureCell data source of sections without identities reloads")
    func collectionViewWithoutIdentities() async {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = SectionedDataSource<SectionModel<String, String>, CollectionViewList>(
            list: CollectionViewList(collectionView),
            configureCell: { _, collectionView, indexPath, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            })
        #expect(!dataSource.animates)
    }
}
#endif
