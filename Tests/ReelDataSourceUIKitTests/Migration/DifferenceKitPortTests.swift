#if UIKIT_LISTS
import Foundation
import ReelDataSourceUIKit
import ReelDiff
import ReelTestSupport
import Testing

// The episodes screen of "Migrating from DifferenceKit" (ReelDataSourceUIKit's DocC catalog),
// compiled and run against UIKit (the stand-in on Linux). Every line of the article's Reel blocks is here.

// In the README example's namespace, where its `Episode`, `Season` and `EpisodeCell` are.
extension ReadmeUIKitExample {
    enum DifferenceKitPort {
        struct Episode: Identifiable, Equatable, IdentifiableType {
            let id: String
            var title: String
        }

        typealias Season = AnimatableSectionModel<String, Episode>

        final class EpisodeCell: UICollectionViewCell {
            let title = UILabel()
        }

        @MainActor
        final class EpisodesScreen: NSObject, UICollectionViewDataSource {
            let collectionView: UICollectionView
            private var seasons: [Season] = []

            init(collectionView: UICollectionView) {
                self.collectionView = collectionView
                super.init()
                collectionView.register(EpisodeCell.self, forCellWithReuseIdentifier: "Episode")
                collectionView.dataSource = self
            }

            func show(_ newSeasons: [Season]) {
                let changeset = StagedChangeset(source: seasons, target: newSeasons)
                collectionView.reload(using: changeset, interrupt: { $0.changeCount > 100 }) { data in
                    seasons = data
                }
            }

            func numberOfSections(in collectionView: UICollectionView) -> Int {
                seasons.count
            }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                seasons[section].items.count
            }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Episode", for: indexPath) as! EpisodeCell
                cell.title.text = seasons[indexPath.section].items[indexPath.item].title
                return cell
            }
        }
    }

    @MainActor
    @Suite struct DifferenceKitPortTests {
        typealias Season = DifferenceKitPort.Season
        typealias Episode = DifferenceKitPort.Episode

        /// A collection view in a window showing the ported screen.
        @MainActor
        final class Shown {
            let window = ListWindow()
            let collectionView: RecordingCollectionView
            let screen: DifferenceKitPort.EpisodesScreen

            init() {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 320, height: 10)
                layout.minimumLineSpacing = 0
                collectionView = RecordingCollectionView(frame: window.bounds, collectionViewLayout: layout)
                screen = DifferenceKitPort.EpisodesScreen(collectionView: collectionView)
                window.addSubview(collectionView)
            }

            var titles: [String] {
                collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { ($0 as? DifferenceKitPort.EpisodeCell)?.title.text ?? "?" }
            }
        }

        static func episodes(_ ids: [Int], renamed: Set<Int> = []) -> [Episode] {
            ids.map { Episode(id: "e\($0)", title: renamed.contains($0) ? "Episode \($0), renamed" : "Episode \($0)") }
        }

        @Test("the ported screen animates each new state, one batch per stage, within UIKit's rules")
        func portedScreenAnimates() async {
            let shown = Shown()
            shown.screen.show([Season(model: "Season 1", items: Self.episodes([1, 2, 3]))])
            await shown.window.settle()
            shown.screen.show([
                Season(model: "Season 2", items: Self.episodes([4])),
                Season(model: "Season 1", items: Self.episodes([3, 1, 5], renamed: [1])),
            ])
            await shown.window.settle()
            #expect(shown.titles == ["Episode 4", "Episode 3", "Episode 1, renamed", "Episode 5"])
            #expect(shown.collectionView.recorder.reloadedItems == [ItemPath(item: 0, section: 0)], "updated items are reloaded, as DifferenceKit does")
            #expect(shown.window.exceptions.isEmpty)
        }

        @Test("a change above the interrupt's threshold reloads instead")
        func interruptReloads() async {
            let shown = Shown()
            shown.screen.show([Season(model: "Season 1", items: Self.episodes([1]))])
            await shown.window.settle()
            let reloads = shown.collectionView.recorder.reloads
            shown.screen.show([Season(model: "Season 1", items: Self.episodes(Array(1...200)))])
            await shown.window.settle()
            #expect(shown.collectionView.recorder.reloads == reloads + 1)
            #expect(shown.titles.prefix(3) == ["Episode 1", "Episode 2", "Episode 3"])
            #expect(shown.window.exceptions.isEmpty)
        }

        @Test("every line of the article's Reel code is compiled here")
        func articleMatches() throws {
            let article = try DocumentedCode.document(
                "Sources/ReelDataSourceUIKit/ReelDataSourceUIKit.docc/MigratingFromDifferenceKit.md")
            let blocks = DocumentedCode.swiftBlocks(in: article)
            #expect(Set(blocks.map(DocumentedCode.label(of:))) == ["// DifferenceKit", "// Reel"], "every block says whose code it is")
            let reel = blocks.filter { DocumentedCode.label(of: $0) == "// Reel" }
            #expect(reel.count >= 2)
            for line in try DocumentedCode.uncompiledLines(of: reel.map(DocumentedCode.code(of:)), sourcePaths: [#filePath]) {
                Issue.record("article line not compiled here: \(line)")
            }
        }
    }
}
#endif
