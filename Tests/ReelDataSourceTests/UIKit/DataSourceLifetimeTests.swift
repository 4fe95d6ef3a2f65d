#if canImport(UIKitStandIn) && !canImport(UIKit)
import Foundation
import Observation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelTestSupport
import Testing

/// What a data source follows (an async sequence, observed state) stops when the data source
/// goes away: neither keeps it alive.
@MainActor
@Suite struct DataSourceLifetimeTests {
    @Observable
    @MainActor
    final class Shelf {
        var items = [1]
    }

    private func makeDataSource() -> SectionedDataSource<ItemSection, TableViewList> {
        SectionedDataSource(list: TableViewList(UITableView(frame: CGRect(x: 0, y: 0, width: 30, height: 12), style: .plain))) { _, _, _ in
            .init(UITableViewCell.self) { _ in }
        }
    }

    @Test("a data source that goes away stops following its sequence, and is not kept alive by it")
    func followingEndsWithTheDataSource() async throws {
        let (states, continuation) = AsyncStream<[ItemSection]>.makeStream()
        var dataSource: SectionedDataSource<ItemSection, TableViewList>? = makeDataSource()
        weak let released = dataSource
        let following = dataSource!.follow(states)
        continuation.yield([section(0, [1])])
        dataSource = nil
        try await following.value
        #expect(released == nil)
        #expect(following.isCancelled)
    }

    @Test("a data source that goes away stops observing, and is not kept alive by what it observed")
    func observingEndsWithTheDataSource() async {
        let shelf = Shelf()
        var declarations = 0
        var dataSource: SectionedDataSource<ItemSection, TableViewList>? = makeDataSource()
        weak let released = dataSource
        dataSource!.applyObserving { [shelf] in
            declarations += 1
            return [section(0, shelf.items)]
        }
        dataSource = nil
        #expect(released == nil)
        shelf.items.append(2)
        for _ in 0..<10 { await Task.yield() }
        #expect(declarations == 1, "nothing declared once the data source is gone")
    }
}
#endif
