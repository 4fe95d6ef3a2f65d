#if UIKIT_LISTS
import Foundation
import ReelDataSource
import ReelDataSourceUIKit  // re-exports UIKit (the UIKit stand-in on Linux)
import ReelDiff
import Testing

// The README's "Showing sections in a UIKit list", compiled and run against UIKit (the stand-in on
// Linux).

// The README's types sit in a namespace of their own: the app has an `Episode` and a `Season` too,
// and one name must mean one thing in the package.
enum ReadmeUIKitExample {
    /// The README's episode, as in its "Diffing a list".
    struct Episode: Identifiable, Equatable, Sendable, IdentifiableType {
        let id: String
        var title: String
    }

    typealias Season = AnimatableSectionModel<String, Episode>

    final class EpisodeCell: UICollectionViewCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    final class SeasonHeader: UICollectionReusableView {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    final class EpisodeRow: UITableViewCell {
        let title = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    final class SeasonHeaderView: UITableViewHeaderFooterView {
        let title = UILabel()
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            contentView.addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    final class SeasonsTable: NSObject, UITableViewDelegate {
        let list: TableViewList
        let dataSource: SectionedDataSource<Season, TableViewList>

        init(tableView: UITableView) {
            list = TableViewList(tableView)
            dataSource = SectionedDataSource(
                list: list,
                cellProvider: { _, _, episode in
                    .init(EpisodeRow.self) { row in row.title.text = episode.title }
                },
                headerProvider: { _, _, season in
                    .init(SeasonHeaderView.self) { header in header.title.text = season.model }
                })
            super.init()
            tableView.delegate = self
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            list.header(forSection: section)
        }
    }

    @MainActor
    @Suite struct ReadmeUIKitExampleTests {
        private let seasons = [
            Season(model: "Season 1", items: [Episode(id: "e1", title: "Pilot"), Episode(id: "e2", title: "Mirror")]),
            Season(model: "Season 2", items: [Episode(id: "e3", title: "Decision")]),
        ]

        @Test("the README's collection view example shows its seasons")
        func collectionViewExample() async {
            let window = ListWindow()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 320, height: 44)
            layout.headerReferenceSize = CGSize(width: 320, height: 28)
            let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            window.addSubview(collectionView)
            let list = CollectionViewList(collectionView)
            let dataSource = SectionedDataSource<Season, CollectionViewList>(
                list: list,
                cellProvider: { _, _, episode in
                    .init(EpisodeCell.self) { cell in cell.title.text = episode.title }
                },
                headerProvider: { _, _, season in
                    .init(SeasonHeader.self) { header in header.title.text = season.model }
                })
            dataSource.apply(seasons, completion: nil)
            await window.settle()
            let titles = collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { ($0 as? EpisodeCell)?.title.text }
            #expect(titles == ["Pilot", "Mirror", "Decision"])
            let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            #expect((header as? SeasonHeader)?.title.text == "Season 2")
        }

        @Test("the README's table view example shows its seasons")
        func tableViewExample() async {
            let window = ListWindow()
            let tableView = UITableView(frame: window.bounds, style: .plain)
            window.addSubview(tableView)
            let table = SeasonsTable(tableView: tableView)
            table.dataSource.apply(seasons, completion: nil)
            await window.settle()
            let titles = tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { ($0 as? EpisodeRow)?.title.text }
            #expect(titles == ["Pilot", "Mirror", "Decision"])
            #expect((tableView.headerView(forSection: 0) as? SeasonHeaderView)?.title.text == "Season 1")
        }

        @Test("every line of the README's UIKit examples is compiled here")
        func readmeMatches() throws {
            let readme = try DocumentedCode.document("README.md")
            let section = try #require(readme.components(separatedBy: "## Showing sections in a UIKit list").dropFirst().first)
                .components(separatedBy: "\n## ")[0]
            let blocks = DocumentedCode.swiftBlocks(in: section)
            #expect(blocks.count == 2)
            for line in try DocumentedCode.uncompiledLines(of: blocks, sourcePaths: [#filePath]) {
                Issue.record("README line not compiled here: \(line)")
            }
        }
    }
}
#endif
