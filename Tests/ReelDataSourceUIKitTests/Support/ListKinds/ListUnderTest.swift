#if UIKIT_LISTS
import ReelDataSource
import ReelDiff
import ReelStream
import ReelTestSupport

/// A list driven by a ``SectionedDataSource`` of the generated sections, seen the same way
/// whatever its kind: what it shows, the batch updates and reloads it performed, and every
/// broken rule (UIKit's exceptions).
@MainActor
protocol ListUnderTest: AnyObject {
    var kind: ListKind { get }
    /// Hands the data source a state; returns at once.
    func apply(_ sections: [ItemSection], animated: Bool, completion: (@MainActor () -> Void)?)
    /// Hands the data source a state to show by reloading; returns at once.
    func applyUsingReloadData(_ sections: [ItemSection], completion: (@MainActor () -> Void)?)
    /// Binds `states` to the data source with `publisher.bind(to:animated:)`.
    func bind(_ states: AnyPublisher<[ItemSection], Never>, animated: Bool) -> AnyCancellable
    /// Has the data source follow `states` with `follow(_:animated:)`.
    func follow<States: AsyncSequence>(_ states: sending States) -> Task<Void, any Error> where States.Element == [ItemSection]
    /// Has the data source apply what `sections` declares from observable state, with
    /// `applyObserving(animated:_:)`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func applyObserving(_ sections: @escaping @MainActor () -> [ItemSection])
    /// Waits until the list is at rest: every layout pass and animation done.
    func settle() async
    /// The data source's sections.
    var sections: [ItemSection] { get }
    /// The list's own counts, as it last read them.
    var counts: [Int] { get }
    /// The rows shown, top to bottom: `y: text`, with `y` from the top of the visible area.
    var screen: [String] { get }
    /// The batch updates performed, in order, each with its operations sorted.
    var batches: [BatchUpdate] { get }
    /// The reloads performed.
    var reloads: Int { get }
    /// The batch updates started while another was animating.
    var overlappingBatches: Int { get }
    /// The batch updates performed with animations off.
    var unanimatedBatches: Int { get }
    /// Every broken rule, in the list's words: the UIKit stand-in's exceptions (on UIKit, an
    /// exception ends the test run instead).
    var problems: [String] { get }
    /// The content offset, in rows.
    var contentOffset: Int { get set }
    /// The largest offset that still shows content.
    var maximumContentOffset: Int { get }
    /// The item at the top of the visible area and how far its top is below the area's top.
    func topVisibleItem() -> (item: Item, offset: Int)?
    /// The cells shown, by their items' paths.
    var visibleCells: [ItemPath: any ItemShowing] { get }
    /// The view shown for section `section`'s header, if any.
    func header(ofSection section: Int) -> AnyObject?
    /// Puts the list in its window.
    func addToWindow()
}

/// A test cell: the item it shows, and how often it was configured.
@MainActor
protocol ItemShowing: AnyObject {
    var item: Item? { get }
    var configureCount: Int { get }
}

/// A test header or footer: the section model it shows, and how often it was configured.
@MainActor
protocol SectionShowing: AnyObject {
    var section: SectionHeader? { get }
    var configureCount: Int { get }
}

extension ListUnderTest {
    /// Applies `sections` and waits until they are on screen and every layout pass has run.
    func show(_ sections: [ItemSection], animated: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(sections, animated: animated) { continuation.resume() }
        }
        await settle()
    }

    /// Shows `sections` by reloading, and waits until every layout pass has run: a test's
    /// starting state, made without a diff.
    func reload(to sections: [ItemSection]) async {
        await withCheckedContinuation { continuation in
            applyUsingReloadData(sections) { continuation.resume() }
        }
        await settle()
    }

    /// The text a cell shows on ``screen``: its item, and `H` for the highlighted cell class.
    func describe(_ cell: any ItemShowing) -> String {
        let highlighted = "\(type(of: cell))".contains("Highlighted")
        return (cell.item.map { "\($0)" } ?? "?") + (highlighted ? " H" : "")
    }
}

extension BatchUpdate {
    /// The batch with each kind of operation sorted, so that two lists' batches compare.
    var sorted: BatchUpdate {
        BatchUpdate(
            deletedSections: deletedSections.sorted(), insertedSections: insertedSections.sorted(),
            updatedSections: updatedSections.sorted(),
            movedSections: movedSections.sorted { ($0.source, $0.destination) < ($1.source, $1.destination) },
            deletedItems: deletedItems.sorted(), insertedItems: insertedItems.sorted(), updatedItems: updatedItems.sorted(),
            movedItems: movedItems.sorted { ($0.source, $0.destination) < ($1.source, $1.destination) })
    }
}
#endif
