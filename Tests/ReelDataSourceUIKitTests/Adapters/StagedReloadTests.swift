#if UIKIT_LISTS
import Foundation
import ReelDataSourceUIKit
import ReelDiff
import ReelTestSupport
import Testing

/// DifferenceKit's way, with Reel's diff: `reload(using:interrupt:setData:)` animates a staged
/// changeset into a collection view or a table view whose data source is the app's own, and
/// UIKit accepts every stage (on Linux the stand-in, which checks each with its own rules).
@MainActor
@Suite struct StagedReloadTests {
    /// A collection view and a table view in a window, each with a data source of the app's own
    /// that shows `sections`.
    @MainActor
    final class OwnLists {
        /// The app's data source: sections it shows, cells it dequeues itself.
        final class Source: NSObject, UICollectionViewDataSource, UITableViewDataSource {
            var sections: [ItemSection] = []

            func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                sections[section].items.count
            }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! CollectionItemCell
                cell.show(sections[indexPath.section].items[indexPath.item])
                return cell
            }

            func numberOfSections(in tableView: UITableView) -> Int { sections.count }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].items.count }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath) as! TableItemCell
                cell.show(sections[indexPath.section].items[indexPath.row])
                return cell
            }
        }

        let window = ListWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
        let collectionView: RecordingCollectionView
        let tableView = RecordingTableView(frame: CGRect(x: 0, y: 0, width: 30, height: 12), style: .plain)
        let collectionSource = Source()
        let tableSource = Source()

        init(_ sections: [ItemSection], inWindow: Bool = true) {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 30, height: 1)
            layout.minimumLineSpacing = 0
            collectionView = RecordingCollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.register(CollectionItemCell.self, forCellWithReuseIdentifier: "item")
            collectionView.dataSource = collectionSource
            tableView.rowHeight = 1
            tableView.sectionHeaderHeight = 0
            tableView.sectionFooterHeight = 0
            tableView.register(TableItemCell.self, forCellReuseIdentifier: "item")
            tableView.dataSource = tableSource
            collectionSource.sections = sections
            tableSource.sections = sections
            if inWindow {
                window.addSubview(collectionView)
                window.addSubview(tableView)
            }
        }

        /// Animates both lists to `target`, interrupting each at `interruptedStage` if given.
        func reload(to target: [ItemSection], interruptedStage: Int? = nil) {
            for source in [collectionSource, tableSource] {
                let changeset = StagedChangeset(source: source.sections, target: target)
                var stage = 0
                let interrupt: ((Changeset<[ItemSection]>) -> Bool)? = interruptedStage.map { stop in
                    { _ in
                        defer { stage += 1 }
                        return stage == stop
                    }
                }
                if source === collectionSource {
                    collectionView.reload(using: changeset, interrupt: interrupt) { collectionSource.sections = $0 }
                } else {
                    tableView.reload(using: changeset, with: .fade, interrupt: interrupt) { tableSource.sections = $0 }
                }
            }
        }

        func settle() async {
            await window.settle()
        }

        /// Where the two lists disagree with `sections`: their counts, and the item each
        /// visible cell shows.
        func mismatches(with sections: [ItemSection]) -> [String] {
            var found: [String] = []
            let counts = sections.map(\.items.count)
            let collectionCounts = (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:))
            let tableCounts = (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:))
            if collectionCounts != counts { found.append("collection view counts \(collectionCounts), expected \(counts)") }
            if tableCounts != counts { found.append("table view counts \(tableCounts), expected \(counts)") }
            for cell in collectionView.visibleCells {
                guard let path = collectionView.indexPath(for: cell) else { continue }
                let shown = (cell as? CollectionItemCell)?.item
                if shown != sections[path.section].items[path.item] { found.append("collection view shows \(String(describing: shown)) at \(path)") }
            }
            for cell in tableView.visibleCells {
                guard let path = tableView.indexPath(for: cell) else { continue }
                let shown = (cell as? TableItemCell)?.item
                if shown != sections[path.section].items[path.row] { found.append("table view shows \(String(describing: shown)) at \(path)") }
            }
            return found
        }
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("every stage of any changeset is a batch UIKit accepts, and the lists end at the target", .timeLimit(.minutes(10)))
    func anyChangesetKeepsUIKitsRules() async {
        await Fuzz.runAsync(seed: 70_000, cases: 200) { fuzz in
            var stream = StateStream(&fuzz)
            let lists = OwnLists(stream.current)
            await lists.settle()
            for _ in 0..<fuzz.int(in: 1...5) {
                let target = stream.next(&fuzz)
                let stages = StagedChangeset(source: lists.collectionSource.sections, target: target).count
                let batches = (lists.collectionView.recorder.batches.count, lists.tableView.recorder.batches.count)
                lists.reload(to: target)
                #expect(lists.collectionView.recorder.batches.count == batches.0 + stages, "\(fuzz)")
                #expect(lists.tableView.recorder.batches.count == batches.1 + stages, "\(fuzz)")
                await lists.settle()
                #expect(lists.window.exceptions.isEmpty, "\(fuzz)")
                #expect(lists.mismatches(with: target).isEmpty, "\(fuzz): \(lists.mismatches(with: target))")
            }
        }
    }

    @Test("an interrupted changeset performs the stages before the interruption, then reloads with the last data")
    func interruptReloads() async {
        let source = [section(0, [1, 2, 3]), section(1, [4, 5])]
        // A section move is a stage of its own; the inserts follow in another.
        let target = [section(1, [4, 5, 7]), section(0, [1, 2, 3, 6])]
        #expect(StagedChangeset(source: source, target: target).count == 2)
        let lists = OwnLists(source)
        await lists.settle()
        lists.reload(to: target, interruptedStage: 1)
        await lists.settle()
        #expect(lists.collectionView.recorder.batches.count == 1)
        #expect(lists.collectionView.recorder.reloads == 1)
        #expect(lists.tableView.recorder.batches.count == 1)
        #expect(lists.tableView.recorder.reloads == 1)
        #expect(lists.collectionSource.sections == target)
        #expect(lists.mismatches(with: target).isEmpty, "\(lists.mismatches(with: target))")
        #expect(lists.window.exceptions.isEmpty)
    }

    @Test("lists outside a window take the last data and reload, without a batch")
    func outsideAWindowReloads() async {
        let lists = OwnLists([section(0, [1, 2])], inWindow: false)
        lists.reload(to: [section(0, [2, 1, 3])])
        #expect(lists.collectionView.recorder.batches.isEmpty)
        #expect(lists.tableView.recorder.batches.isEmpty)
        #expect(lists.collectionView.recorder.reloads == 1)
        #expect(lists.tableSource.sections == [section(0, [2, 1, 3])])
    }

    @Test("an empty changeset changes nothing")
    func emptyChangeset() async {
        let lists = OwnLists([section(0, [1])])
        await lists.settle()
        lists.reload(to: [section(0, [1])])
        #expect(lists.collectionView.recorder.batches.isEmpty && lists.collectionView.recorder.reloads == 0)
        #expect(lists.tableView.recorder.batches.isEmpty && lists.tableView.recorder.reloads == 0)
    }
}
#endif
