import Foundation
import ReelDataSource
import ReelDiff
import ReelTestSupport
import Testing

/// The data source takes what a list answers as the list's word, not as a promise: a list of
/// the app's own may name an item the data source does not show, and nothing traps.
@MainActor
@Suite struct ListAnswerTests {
    /// Items 1 and 2, then item 3 inserted above them.
    private let shown = [ItemSection(model: SectionHeader(id: 0), items: [Item(id: 1), Item(id: 2)])]
    private let inserted = [ItemSection(model: SectionHeader(id: 0), items: [Item(id: 3), Item(id: 1), Item(id: 2)])]

    @Test("a top visible item named while no sections are shown is followed nowhere")
    func topItemWhileNothingIsShown() async {
        let list = FixedTopList(top: (IndexPath(ItemPath(item: 0, section: 0)), 0))
        let dataSource = SectionedDataSource<ItemSection, FixedTopList>(
            list: list, configuration: DataSourceConfiguration(anchorsTopVisibleItem: true), cellProvider: { _, _, _ in () })
        await dataSource.apply(shown)
        #expect(dataSource.sections == shown)
        #expect(list.scrolledTo.isEmpty)
    }

    @Test("a top visible item past the end of its section is followed nowhere")
    func topItemPastTheEnd() async {
        let list = FixedTopList(top: (IndexPath(ItemPath(item: 5, section: 0)), 0))
        let dataSource = SectionedDataSource<ItemSection, FixedTopList>(
            list: list, configuration: DataSourceConfiguration(anchorsTopVisibleItem: true), cellProvider: { _, _, _ in () })
        await dataSource.apply(shown)
        await dataSource.apply(inserted)
        #expect(dataSource.sections == inserted)
        #expect(list.scrolledTo.isEmpty)
    }
}
