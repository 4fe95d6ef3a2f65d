import Foundation
import ReelUI
import Testing

/// Cells are as tall as their content: a wrapping label measured at the cell's width.
@MainActor @Suite struct CollectionViewSelfSizingTests {
    /// The frames of the existing cells, top to bottom.
    private func cellFrames(_ fixture: CollectionFixture) -> [Rect] {
        fixture.collectionView.existingCells.sorted { $0.key < $1.key }.map(\.value.frame)
    }

    /// The content height the measured items and the estimate for the others add up to.
    private func expectedContentHeight(_ fixture: CollectionFixture) -> Int {
        let items = fixture.dataSource.sections[0]
        let measured = fixture.dataSource.configuredPaths
        let width = fixture.collectionView.frame.width
        return items.indices.reduce(0) { height, item in
            guard measured.contains(IndexPath(item: item, section: 0)) else {
                return height + fixture.collectionView.layout.estimatedHeight
            }
            return height + TextLayout(items[item], width: width).lines.count
        }
    }

    @Test("Cells wrapping onto several lines get frames of their heights, stacked without gaps")
    func framesFollowTheMeasuredHeights() {
        let dataSource = StringSectionsDataSource([["one", "alpha beta gamma delta", "two", "x\ny\nz", "last"]])
        let fixture = CollectionFixture(width: 10, height: 12, dataSource: dataSource)

        // At 10 columns "alpha beta gamma delta" wraps to "alpha beta", "gamma", "delta".
        #expect(cellFrames(fixture) == [
            Rect(x: 0, y: 0, width: 10, height: 1),
            Rect(x: 0, y: 1, width: 10, height: 3),
            Rect(x: 0, y: 4, width: 10, height: 1),
            Rect(x: 0, y: 5, width: 10, height: 3),
            Rect(x: 0, y: 8, width: 10, height: 1),
        ])
        #expect(fixture.cell(at: IndexPath(item: 1, section: 0))?.label.lines == ["alpha beta", "gamma", "delta"])
        #expect(fixture.collectionView.contentSize == Size(width: 10, height: 9))
    }

    @Test("The content height counts measured items at their heights and the others at the estimate")
    func contentSizeMixesMeasuredAndEstimatedHeights() {
        // Every fourth item takes two lines; unmeasured items are assumed two rows tall.
        let items = (0..<100).map { $0 % 4 == 0 ? "item \($0)\nmore" : "item \($0)" }
        let dataSource = StringSectionsDataSource([items])
        let fixture = CollectionFixture(layout: CollectionLayout(estimatedHeight: 2), dataSource: dataSource)
        let collectionView = fixture.collectionView

        #expect(dataSource.configuredPaths.count < items.count)
        #expect(collectionView.contentSize.height == expectedContentHeight(fixture))
        let frames = cellFrames(fixture)
        #expect(frames.first?.minY == 0)
        for (above, below) in zip(frames, frames.dropFirst()) {
            #expect(below.minY == above.maxY, "a gap or an overlap between \(above) and \(below)")
        }

        collectionView.contentOffset.y = 40
        fixture.window.loop.runTurn()
        #expect(collectionView.contentSize.height == expectedContentHeight(fixture))
        let scrolledFrames = cellFrames(fixture)
        for (above, below) in zip(scrolledFrames, scrolledFrames.dropFirst()) {
            #expect(below.minY == above.maxY, "a gap or an overlap between \(above) and \(below)")
        }
        fixture.expectMatchesData()
    }

    @Test("An estimate much taller than the cells still fills every visible row")
    func aTallEstimateStillFillsTheVisibleRows() {
        // Each pass measures the few items placed at the estimate, which pulls the next ones up
        // into view: placing must go on until no measurement moves anything.
        let fixture = CollectionFixture(
            width: 20, height: 20, layout: CollectionLayout(estimatedHeight: 5),
            dataSource: StringSectionsDataSource(itemCount: 100))
        let collectionView = fixture.collectionView

        #expect(fixture.visibleTexts == (0..<20).map { "item \($0)" })
        for (path, cell) in collectionView.existingCells {
            #expect(cell.frame == Rect(x: 0, y: path.item, width: 20, height: 1), "item \(path)")
        }
        #expect(collectionView.contentSize.height == expectedContentHeight(fixture))
    }

    /// Regression: a collection view first laid out before its container gave it a width kept
    /// the heights measured at that width (0 rows for a thumbnail, 1 for a wrapping title).
    @Test("A new width measures the cells again")
    func aNewWidthMeasuresAgain() {
        let dataSource = StringSectionsDataSource([["alpha beta gamma delta", "one"]])
        let fixture = CollectionFixture(width: 22, height: 12, dataSource: dataSource)
        #expect(cellFrames(fixture).map(\.height) == [1, 1])

        fixture.collectionView.frame.size.width = 10
        fixture.window.loop.runTurn()
        #expect(cellFrames(fixture) == [
            Rect(x: 0, y: 0, width: 10, height: 3),
            Rect(x: 0, y: 3, width: 10, height: 1),
        ])
        fixture.expectMatchesData()
    }
}
