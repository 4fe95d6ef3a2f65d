import Foundation
import ReelUI
import Testing

/// A section's footer lies right below its last row, however many of the rows above were
/// measured, and moves with its section across batch updates.
@MainActor @Suite struct CollectionViewFooterTests {
    /// Two sections under headers and above footers, in a window tall enough to show them all.
    /// At 10 columns "alpha beta gamma delta" wraps onto three lines and every footer ("end of
    /// section N") onto two, where the estimate is 2.
    private let fixture = CollectionFixture(
        width: 10, height: 30, layout: CollectionLayout(showsSectionHeaders: true, showsSectionFooters: true, estimatedHeight: 2),
        dataSource: StringSectionsDataSource([["one", "alpha beta gamma delta", "two"], ["x\ny", "three"]]))
    private var collectionView: CollectionView { fixture.collectionView }

    /// The frames of the headers, cells and footers, top to bottom, each with what it shows.
    private var shown: [String] {
        var rows: [(y: Int, text: String)] = []
        for (_, cell) in collectionView.existingCells {
            rows.append((cell.frame.minY, "\(cell.frame.minY)+\(cell.frame.height) \((cell as! TextCell).text)"))
        }
        for section in 0..<collectionView.numberOfSections {
            if let header = collectionView.header(forSection: section) {
                rows.append((header.frame.minY, "\(header.frame.minY)+\(header.frame.height) \((header as! TextHeader).title)"))
            }
            if let footer = collectionView.footer(forSection: section) {
                rows.append((footer.frame.minY, "\(footer.frame.minY)+\(footer.frame.height) \((footer as! TextFooter).text)"))
            }
        }
        return rows.sorted { $0.y < $1.y }.map(\.text)
    }

    @Test("a footer sits right below its section's last row, at its measured height")
    func footerFollowsTheMeasuredRows() {
        #expect(shown == [
            "0+1 Section 0", "1+1 one", "2+3 alpha beta gamma delta", "5+1 two", "6+2 end of section 0",
            "8+1 Section 1", "9+2 x\ny", "11+1 three", "12+2 end of section 1",
        ])
        #expect(collectionView.contentSize.height == 14)
        fixture.expectMatchesData()
    }

    @Test("a batch update carries the footers and the measured heights with their sections")
    func footersMoveWithTheirSections() {
        let footers = (0..<2).map { collectionView.footer(forSection: $0).map(ObjectIdentifier.init) }
        let created = collectionView.counters.created

        collectionView.performBatchUpdates {
            fixture.dataSource.sections = [["alpha beta gamma delta", "two"], ["x\ny", "three", "new"]]
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 2, section: 1)])
        }
        fixture.window.loop.runTurn()

        #expect(shown == [
            "0+1 Section 0", "1+3 alpha beta gamma delta", "4+1 two", "5+2 end of section 0",
            "7+1 Section 1", "8+2 x\ny", "10+1 three", "11+1 new", "12+2 end of section 1",
        ])
        #expect((0..<2).map { collectionView.footer(forSection: $0).map(ObjectIdentifier.init) } == footers, "the footers were made again")
        #expect(collectionView.counters.created == created, "the deleted item's cell serves the new one")
        #expect(fixture.violations.isEmpty)
        fixture.expectMatchesData()
    }
}
