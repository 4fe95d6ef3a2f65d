import Foundation
import ReelUI
import Testing

/// Grid sections share the width between columns, rows take their tallest item's height, and
/// sections of different styles and their headers stack up in order.
@MainActor @Suite struct CollectionViewGridTests {
    private func frame(_ fixture: CollectionFixture, _ item: Int, _ section: Int = 0) -> Rect? {
        fixture.collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("Three columns in 30 cells with one cell of spacing are 10, 9 and 9 wide at x 0, 11 and 21")
    func columnsShareTheWidthFromTheLeft() {
        let fixture = CollectionFixture(
            width: 30, layout: CollectionLayout(sectionStyles: [.grid(columns: 3)], columnSpacing: 1),
            dataSource: StringSectionsDataSource(itemCount: 6))

        #expect((0..<6).map { frame(fixture, $0) } == [
            Rect(x: 0, y: 0, width: 10, height: 1),
            Rect(x: 11, y: 0, width: 9, height: 1),
            Rect(x: 21, y: 0, width: 9, height: 1),
            Rect(x: 0, y: 1, width: 10, height: 1),
            Rect(x: 11, y: 1, width: 9, height: 1),
            Rect(x: 21, y: 1, width: 9, height: 1),
        ])
        #expect(fixture.collectionView.contentSize == Size(width: 30, height: 2))
    }

    @Test("A grid row is as tall as its tallest item; a short last row keeps the column widths")
    func aRowIsAsTallAsItsTallestItem() {
        // The middle item of the first row is measured at its 9 columns, where it wraps.
        let dataSource = StringSectionsDataSource([["a", "wrapping text here", "c", "d", "e"]])
        let fixture = CollectionFixture(
            width: 30, layout: CollectionLayout(sectionStyles: [.grid(columns: 3)], rowSpacing: 1), dataSource: dataSource)

        #expect(fixture.cell(at: IndexPath(item: 1, section: 0))?.label.lines == ["wrapping", "text here"])
        #expect((0..<5).map { frame(fixture, $0) } == [
            Rect(x: 0, y: 0, width: 10, height: 2),
            Rect(x: 11, y: 0, width: 9, height: 2),
            Rect(x: 21, y: 0, width: 9, height: 2),
            Rect(x: 0, y: 3, width: 10, height: 1),
            Rect(x: 11, y: 3, width: 9, height: 1),
        ])
        #expect(fixture.collectionView.contentSize.height == 4)
    }

    @Test("A list section, then grid sections, each under its header")
    func mixedSectionStylesUnderHeaders() {
        // Sections past the styles given take the last style, so section 2 is a grid too.
        let dataSource = StringSectionsDataSource([
            ["list 0", "list 1"],
            ["g0", "g1", "a rather long grid item"],
            ["x", "y"],
        ])
        let fixture = CollectionFixture(
            width: 30, height: 12,
            layout: CollectionLayout(sectionStyles: [.list, .grid(columns: 2)], showsSectionHeaders: true),
            dataSource: dataSource)
        let collectionView = fixture.collectionView

        #expect((0..<3).map { collectionView.header(forSection: $0)?.frame } == [
            Rect(x: 0, y: 0, width: 30, height: 1),
            Rect(x: 0, y: 3, width: 30, height: 1),
            Rect(x: 0, y: 7, width: 30, height: 1),
        ])
        #expect((0..<3).map { (collectionView.header(forSection: $0) as? TextHeader)?.title } == [
            "Section 0", "Section 1", "Section 2",
        ])
        #expect([frame(fixture, 0, 0), frame(fixture, 1, 0)] == [
            Rect(x: 0, y: 1, width: 30, height: 1),
            Rect(x: 0, y: 2, width: 30, height: 1),
        ])
        // Two columns of 29 usable cells: 15 and 14 wide; "a rather long grid item" wraps at 15.
        #expect([frame(fixture, 0, 1), frame(fixture, 1, 1), frame(fixture, 2, 1)] == [
            Rect(x: 0, y: 4, width: 15, height: 1),
            Rect(x: 16, y: 4, width: 14, height: 1),
            Rect(x: 0, y: 5, width: 15, height: 2),
        ])
        #expect([frame(fixture, 0, 2), frame(fixture, 1, 2)] == [
            Rect(x: 0, y: 8, width: 15, height: 1),
            Rect(x: 16, y: 8, width: 14, height: 1),
        ])
        // Each header ends where its section's first row starts.
        for section in 0..<3 {
            #expect(collectionView.header(forSection: section)?.frame.maxY == frame(fixture, 0, section)?.minY)
        }
        #expect(collectionView.contentSize.height == 9)
    }
}
