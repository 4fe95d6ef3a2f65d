#if UIKIT_LISTS
import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import Testing

// The snapshot steps of "Migrating from diffable data sources" (ReelDataSourceUIKit's DocC
// catalog), compiled and run against UIKit (the stand-in on Linux) with the README's `Episode`,
// `Season` and `EpisodeCell`. Every line of the article's Reel blocks is here.

// In the README example's namespace, where its `Episode`, `Season` and `EpisodeCell` are.
extension ReadmeUIKitExample {
    @MainActor
    @Suite struct DiffableDataSourcePortTests {
        @Test("each snapshot step of the article, done Reel's way, shows what the snapshot would")
        func snapshotSteps() async {
            let window = ListWindow()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 320, height: 44)
            let collectionView = RecordingCollectionView(frame: window.bounds, collectionViewLayout: layout)
            window.addSubview(collectionView)
            let pilot = Episode(id: "e1", title: "Pilot")
            let mirror = Episode(id: "e2", title: "Mirror")
            func titles() -> [String?] {
                collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { ($0 as? EpisodeCell)?.title.text }
            }

            let dataSource = SectionedDataSource<Season, CollectionViewList>(
                list: CollectionViewList(collectionView),
                cellProvider: { _, _, episode in
                    .init(EpisodeCell.self) { cell in cell.title.text = episode.title }
                })

            var seasons: [Season] = []
            seasons.append(Season(model: "Season 1", items: []))
            seasons[0].items.append(contentsOf: [pilot, mirror])
            await dataSource.apply(seasons, animated: true)
            await window.settle()
            #expect(titles() == ["Pilot", "Mirror"])
            let mirrorCell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))

            seasons[0].items[1].title = "Mirror (director's cut)"
            await dataSource.apply(seasons, animated: true)
            await window.settle()
            #expect(titles() == ["Pilot", "Mirror (director's cut)"])
            #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === mirrorCell, "reconfigured in its cell")
            #expect(collectionView.recorder.reconfiguredItems == [ItemPath(item: 1, section: 0)])

            let reloads = collectionView.recorder.reloads
            await dataSource.applyUsingReloadData(seasons)
            #expect(collectionView.recorder.reloads == reloads + 1, "applySnapshotUsingReloadData")

            // What a snapshot refuses: the same identity twice. Reel matches duplicates in order:
            // the first `pilot` stays where it is, the second is inserted, and the same state
            // applied again changes nothing.
            seasons[0].items.append(pilot)
            await dataSource.apply(seasons, animated: true)
            await window.settle()
            #expect(titles() == ["Pilot", "Mirror (director's cut)", "Pilot"])
            #expect(collectionView.recorder.batches.last?.insertedItems == [ItemPath(item: 2, section: 0)])
            #expect(collectionView.recorder.batches.last?.changeCount == 1)
            let batches = collectionView.recorder.batches.count
            await dataSource.apply(seasons, animated: true)
            await window.settle()
            #expect(collectionView.recorder.batches.count == batches, "an unchanged state with duplicates needs no batch")
            #expect(window.exceptions.isEmpty)
        }

        @Test("every line of the article's Reel code is compiled here")
        func articleMatches() throws {
            let article = try DocumentedCode.document(
                "Sources/ReelDataSourceUIKit/ReelDataSourceUIKit.docc/MigratingFromDiffableDataSources.md")
            let blocks = DocumentedCode.swiftBlocks(in: article)
            #expect(Set(blocks.map(DocumentedCode.label(of:))) == ["// Diffable data source", "// Reel"], "every block says whose code it is")
            let reel = blocks.filter { DocumentedCode.label(of: $0) == "// Reel" }
            #expect(reel.count >= 2)
            for line in try DocumentedCode.uncompiledLines(of: reel.map(DocumentedCode.code(of:)), sourcePaths: [#filePath]) {
                Issue.record("article line not compiled here: \(line)")
            }
        }
    }
}
#endif
