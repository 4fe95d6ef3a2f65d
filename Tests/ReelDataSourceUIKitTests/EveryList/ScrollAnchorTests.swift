#if UIKIT_LISTS
import ReelDataSource
import ReelDiff
import ReelTestSupport
import Testing

/// Keeping the top visible item in place when items arrive above it, on every kind of list.
@MainActor
@Suite struct ScrollAnchorTests {
    /// Scrolls a 40-item list so item 9 is at the top, inserts five items above it, and
    /// returns the item shown at the top afterwards.
    private func topItemAfterInsertingAbove(_ kind: ListKind, anchoring: Bool) async -> Int? {
        let list = kind.make(ListOptions(configuration: DataSourceConfiguration(anchorsTopVisibleItem: anchoring)))
        await list.show([section(0, Array(0..<40))])
        // The header takes row 0, so item 9 starts at row 10.
        list.contentOffset = 10
        await list.settle()
        #expect(list.topVisibleItem()?.item.id == 9, "\(kind)")

        let target = [section(0, Array(100..<105) + Array(0..<40))]
        await list.show(target)
        list.expectShows(target)
        guard let top = list.topVisibleItem() else { return nil }
        #expect(top.offset == 0, "\(kind)")
        return top.item.id
    }

    @Test("with anchoring, the top visible item stays where it was", arguments: ListKind.allCases)
    func anchoredTopItemStays(_ kind: ListKind) async {
        #expect(await topItemAfterInsertingAbove(kind, anchoring: true) == 9)
    }

    @Test("without anchoring, inserted items push the content down under a fixed offset", arguments: ListKind.allCases)
    func unanchoredContentMoves(_ kind: ListKind) async {
        #expect(await topItemAfterInsertingAbove(kind, anchoring: false) == 4)
    }
}
#endif
