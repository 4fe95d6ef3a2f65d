import ReelDataSource
import ReelDiff
import ReelTestSupport
import ReelUI
import Testing

/// Keeping the top visible item in place when items arrive above it.
@MainActor
@Suite struct ScrollAnchorTests {
    /// Scrolls a 40-item list so item 9 is at the top, inserts five items above it, and
    /// returns the item shown at the top afterwards.
    private func topItemAfterInsertingAbove(anchoring: Bool) async -> Int? {
        let harness = ListHarness(configuration: DataSourceConfiguration(anchorsTopVisibleItem: anchoring))
        await harness.show([section(0, Array(0..<40))])
        // The header takes row 0, so item 9 starts at row 10.
        harness.collectionView.contentOffset.y = 10
        await harness.window.loop.settle()
        #expect(harness.collectionView.topVisibleItem()?.path == ItemPath(item: 9, section: 0))

        let target = [section(0, Array(100..<105) + Array(0..<40))]
        await harness.show(target)
        harness.expectShows(target)
        guard let top = harness.collectionView.topVisibleItem() else { return nil }
        #expect(top.offset == 0)
        return harness.dataSource[top.path].id
    }

    @Test("with anchoring, the top visible item stays where it was")
    func anchoredTopItemStays() async {
        #expect(await topItemAfterInsertingAbove(anchoring: true) == 9)
    }

    @Test("without anchoring, inserted items push the content down under a fixed offset")
    func unanchoredContentMoves() async {
        #expect(await topItemAfterInsertingAbove(anchoring: false) == 4)
    }
}
