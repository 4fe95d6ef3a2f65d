#if UIKIT_LISTS
import Foundation
@testable import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelStream
import ReelTestSupport

/// What the UIKit collection-view and table-view lists under test share: a data source
/// driving a list in a window, and a recorded scroll view of UIKit's, whose batches, reloads
/// and scrolling read the same on both.
@MainActor
protocol UIKitListUnderTest: ListUnderTest {
    associatedtype List: BatchUpdatingList
    /// The window the scroll view is shown in.
    var window: ListWindow { get }
    /// The adapter between the data source and the scroll view.
    var list: List { get }
    var dataSource: SectionedDataSource<ItemSection, List> { get }
    /// The list's scroll view: the collection view or the table view.
    var scrollView: UIScrollView { get }
    /// What the scroll view was asked to do.
    var recorder: BatchRecorder { get }
}

extension UIKitListUnderTest {
    /// The data source of a UIKit list under test: `cell` makes each item's cell, and
    /// `sectionView` each header and footer that `options` asks for.
    static func dataSource(
        _ list: List, _ options: ListOptions, cell: @escaping @MainActor (Item) -> List.Cell,
        sectionView: @escaping @MainActor (SectionHeader) -> List.SupplementaryView
    ) -> SectionedDataSource<ItemSection, List> {
        let sectionView: SectionedDataSource<ItemSection, List>.SectionViewProvider = { _, _, model in sectionView(model.model) }
        return SectionedDataSource(
            diffing: IdentityDiffing(diff: options.diff), list: list, configuration: options.configuration,
            cellProvider: { _, _, item in cell(item) },
            supplementaryViewProvider: SectionedDataSource<ItemSection, List>.supplementaryViewProvider(
                headerProvider: options.headers ? sectionView : nil, footerProvider: options.footers ? sectionView : nil))
    }

    func apply(_ sections: [ItemSection], animated: Bool, completion: (@MainActor () -> Void)?) {
        dataSource.apply(sections, animated: animated, completion: completion)
    }

    func applyUsingReloadData(_ sections: [ItemSection], completion: (@MainActor () -> Void)?) {
        dataSource.applyUsingReloadData(sections, completion: completion)
    }

    func bind(_ states: AnyPublisher<[ItemSection], Never>, animated: Bool) -> AnyCancellable {
        states.bind(to: dataSource, animated: animated)
    }

    func follow<States: AsyncSequence>(_ states: sending States) -> Task<Void, any Error> where States.Element == [ItemSection] {
        dataSource.follow(states)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func applyObserving(_ sections: @escaping @MainActor () -> [ItemSection]) {
        dataSource.applyObserving(sections)
    }

    func settle() async {
        await window.settle()
    }

    var sections: [ItemSection] { dataSource.sections }

    var problems: [String] { window.exceptions }

    func topVisibleItem() -> (item: Item, offset: Int)? {
        guard let (path, offset) = list.topVisibleItem() else { return nil }
        return (dataSource[path], Int(offset))
    }

    func addToWindow() {
        window.addSubview(scrollView)
    }

    var batches: [BatchUpdate] { recorder.batches }

    var reloads: Int { recorder.reloads }

    var overlappingBatches: Int { recorder.overlappingBatches }

    var unanimatedBatches: Int { recorder.unanimatedBatches }

    var contentOffset: Int {
        get { Int(scrollView.contentOffset.y) }
        set { scrollView.contentOffset.y = CGFloat(newValue) }
    }

    var maximumContentOffset: Int {
        max(0, Int(scrollView.contentSize.height - scrollView.bounds.height))
    }
}
#endif
