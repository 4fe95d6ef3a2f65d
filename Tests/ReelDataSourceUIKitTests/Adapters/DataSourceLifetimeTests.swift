#if UIKIT_LISTS
import Foundation
import Observation
@testable import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelStream
import ReelTestSupport
import Testing

/// What a data source follows (an async sequence, observed state) stops when the data source
/// goes away: neither keeps it alive, and it keeps nothing it observed alive. A list view keeps
/// its data source, which the app need not keep, and releasing the view releases both.
@MainActor
@Suite struct DataSourceLifetimeTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Observable
    @MainActor
    final class Shelf {
        var items = [1]
    }

    /// Weak references to a list view, its list and its data source, to see them released.
    @MainActor
    final class Released {
        weak var view: UIScrollView?
        weak var list: AnyObject?
        weak var dataSource: AnyObject?
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

    @Test("a one-shot publisher bound to a data source nobody keeps leaves the list showing its sections", arguments: ListKind.allCases)
    func oneShotBindingKeepsShowing(_ kind: ListKind) async {
        let window = ListWindow()
        let released = Released()
        let sections = [section(0, [1, 2]), section(1, [3])]
        // Bound before the view is on screen, as in `viewDidLoad`.
        let view = bindOnce(sections, kind, released)
        window.addSubview(view)
        await window.settle()
        #expect(shown(by: view) == Shown(counts: [2, 1], cells: 3), "\(kind)")
        #expect(released.dataSource != nil && released.list != nil, "\(kind): the view keeps its data source and list")
    }

    @Test("releasing a list view releases its list and its data source", arguments: ListKind.allCases)
    func releasingTheViewReleasesThePair(_ kind: ListKind) async {
        let window = ListWindow()
        let released = Released()
        do {
            let view = bindOnce([section(0, [1])], kind, released)
            window.addSubview(view)
            await window.settle()
            #expect(shown(by: view) == Shown(counts: [1], cells: 1), "\(kind)")
            view.removeFromSuperview()
            await window.settle()
        }
        #expect(released.view == nil, "\(kind)")
        #expect(released.list == nil, "\(kind)")
        #expect(released.dataSource == nil, "\(kind)")
    }

    /// The view goes while a diff runs off the main actor: the data source, which the app keeps,
    /// shows the state all the same, on no view.
    @Test("a data source the app keeps goes on after its view is gone, through a diff under way")
    func outlivingItsView() async {
        let gated = await GatedDiff.takeTurn()
        let window = ListWindow()
        var tableView: UITableView? = UITableView(frame: window.bounds, style: .plain)
        weak let releasedView = tableView
        window.addSubview(tableView!)
        let dataSource = SectionedDataSource<ItemSection, TableViewList>(
            diffing: IdentityDiffing(diff: gated.options.diff), list: TableViewList(tableView!),
            configuration: gated.options.configuration,
            cellProvider: { _, _, _ in .init(UITableViewCell.self) { _ in } }, supplementaryViewProvider: nil)
        var diffsStarted = gated.starts.makeAsyncIterator()
        let applying = Task { await dataSource.apply([section(0, [1])]) }
        await diffsStarted.next()
        tableView!.removeFromSuperview()
        tableView = nil
        await window.settle()
        #expect(releasedView == nil)
        gated.gate.signal()
        await applying.value
        #expect(dataSource.sections == [section(0, [1])])
        await dataSource.apply([section(0, [1, 2])])
        #expect(dataSource.sections == [section(0, [1, 2])])
        await gated.endTurn()
    }

    /// A data source's diff memory keeps the items of the last state it diffed to, for the next
    /// diff; a reload leaves that state without one, and has the memory let go of them.
    @Test("a reload has the diff's memory let go of the items it keeps from the state before")
    func reloadReleasesKeptItems() async {
        let (releases, released) = AsyncStream<Void>.makeStream()
        let calls = Locked(0)
        let window = ListWindow()
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        let diffing = IdentityDiffing<ItemSection>(
            diff: { StagedChangeset(source: $0, target: $1) }, lookup: .byIdentity,
            releaseKeptItems: {
                calls.withLock { $0 += 1 }
                released.yield()
            })
        let dataSource = SectionedDataSource<ItemSection, TableViewList>(
            diffing: diffing, list: TableViewList(tableView), configuration: DataSourceConfiguration(),
            cellProvider: { _, _, _ in .init(UITableViewCell.self) { _ in } }, supplementaryViewProvider: nil)
        await dataSource.apply([section(0, [1, 2])])
        await dataSource.apply([section(0, [2, 1, 3])])
        await window.settle()
        #expect(calls.withLock { $0 } == 0, "diffs keep the items for the next diff")
        await dataSource.applyUsingReloadData([section(0, [4])])
        var call = releases.makeAsyncIterator()
        await call.next()
        #expect(calls.withLock { $0 } == 1)
        #expect(dataSource.sections == [section(0, [4])])
    }

    /// A list view of `kind` whose data source, bound to `Just(sections)`, nobody keeps:
    /// RxDataSources' `Observable.just(sections).bind(to: tableView.rx.items(dataSource:))`.
    private func bindOnce(_ sections: [ItemSection], _ kind: ListKind, _ released: Released) -> UIScrollView {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        switch kind {
        case .uiCollectionView:
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 320, height: 44)
            let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
            let list = CollectionViewList(collectionView)
            let dataSource = SectionedDataSource<ItemSection, CollectionViewList>(list: list) { _, _, _ in
                .init(UICollectionViewCell.self) { _ in }
            }
            _ = Just(sections).bind(to: dataSource)
            (released.view, released.list, released.dataSource) = (collectionView, list, dataSource)
            return collectionView
        case .uiTableView:
            let tableView = UITableView(frame: frame, style: .plain)
            let list = TableViewList(tableView)
            let dataSource = SectionedDataSource<ItemSection, TableViewList>(list: list) { _, _, _ in
                .init(UITableViewCell.self) { _ in }
            }
            _ = Just(sections).bind(to: dataSource)
            (released.view, released.list, released.dataSource) = (tableView, list, dataSource)
            return tableView
        }
    }

    /// What a list view shows: its counts of items, and its cells.
    struct Shown: Equatable {
        let counts: [Int]
        let cells: Int
    }

    private func shown(by view: UIScrollView) -> Shown {
        switch view {
        case let tableView as UITableView:
            Shown(counts: (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }, cells: tableView.visibleCells.count)
        case let collectionView as UICollectionView:
            Shown(
                counts: (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) },
                cells: collectionView.visibleCells.count)
        default: Shown(counts: [], cells: 0)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
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

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a data source that goes away releases the state it observed, though that state never changes again")
    func observedStateGoesWithTheDataSource() {
        var shelf: Shelf? = Shelf()
        weak let releasedShelf = shelf
        var dataSource: SectionedDataSource<ItemSection, TableViewList>? = makeDataSource()
        dataSource!.applyObserving { [shelf = shelf!] in [section(0, shelf.items)] }
        shelf = nil
        dataSource = nil
        #expect(releasedShelf == nil, "the shelf is kept alive by its own observation until it changes")
    }
}
#endif
