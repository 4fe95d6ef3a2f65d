@testable import ReelDataSource
import ReelDataSourceReelUI
import ReelDiff
import ReelStream
import ReelTestSupport
import ReelUI

/// A window showing ReelUI's collection view driven by a ``SectionedDataSource``.
@MainActor
final class ReelUIList: ListUnderTest {
    let kind = ListKind.reelUI
    let window: Window
    let collectionView: CollectionView
    let dataSource: SectionedDataSource<ItemSection, CollectionView>
    private(set) var batches: [BatchUpdate] = []
    private(set) var problems: [String] = []

    init(_ options: ListOptions) {
        let size = Size(width: options.width, height: options.height)
        window = Window(traits: TraitCollection(size: size, orientation: .portrait))
        collectionView = CollectionView(
            frame: Rect(origin: .zero, size: size),
            layout: CollectionLayout(showsSectionHeaders: options.headers, showsSectionFooters: options.footers))
        for type in [ItemCell.self, HighlightedItemCell.self, HeaderCell.self, FooterCell.self] as [CollectionReusableView.Type] {
            collectionView.register(type)
        }
        let header: SectionedDataSource<ItemSection, CollectionView>.SectionViewProvider = { collectionView, section, model in
            let header = collectionView.dequeueReusableHeader(HeaderCell.self, for: section)
            header.section = model.model
            return header
        }
        let footer: SectionedDataSource<ItemSection, CollectionView>.SectionViewProvider = { collectionView, section, model in
            let footer = collectionView.dequeueReusableFooter(FooterCell.self, for: section)
            footer.section = model.model
            return footer
        }
        dataSource = SectionedDataSource(
            list: collectionView, configuration: options.configuration,
            cellProvider: { collectionView, path, item in
                // Content 2 and above is highlighted: a content update can change the cell class.
                if item.content >= 2 {
                    let cell = collectionView.dequeueReusableCell(HighlightedItemCell.self, for: path)
                    cell.item = item
                    return cell
                }
                let cell = collectionView.dequeueReusableCell(ItemCell.self, for: path)
                cell.item = item
                return cell
            },
            supplementaryViewProvider: SectionedDataSource<ItemSection, CollectionView>.supplementaryViewProvider(
                headerProvider: options.headers ? header : nil, footerProvider: options.footers ? footer : nil),
            diff: options.diff)
        collectionView.violationHandler = { [unowned self] in problems.append($0.description) }
        collectionView.batchUpdateObserver = { [unowned self] in batches.append(BatchUpdate($0).sorted) }
        if options.inWindow { addToWindow() }
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

    func applyObserving(_ sections: @escaping @MainActor () -> [ItemSection]) {
        dataSource.applyObserving(sections)
    }

    func settle() async {
        await window.loop.settle()
    }

    var sections: [ItemSection] { dataSource.sections }

    var counts: [Int] { (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) } }

    var screen: [String] {
        let visible = collectionView.visibleRect
        var rows: [(y: Int, text: String)] = []
        for (_, cell) in collectionView.existingCells where cell.frame.intersects(visible) {
            rows.append((cell.frame.minY, describe(cell as! any ItemShowing)))
        }
        for section in 0..<collectionView.numberOfSections {
            for (name, view) in [("header", collectionView.header(forSection: section)), ("footer", collectionView.footer(forSection: section))] {
                guard let view, view.frame.intersects(visible), let shown = view as? any SectionShowing else { continue }
                rows.append((view.frame.minY, "\(name) \(shown.section.map { "\($0)" } ?? "?")"))
            }
        }
        return rows.sorted { $0.y < $1.y }.map { "\($0.y - visible.minY): \($0.text)" }
    }

    var reloads: Int { collectionView.counters.reloads }

    var overlappingBatches: Int { collectionView.counters.overlappingBatchUpdates }

    var unanimatedBatches: Int { collectionView.counters.unanimatedBatchUpdates }

    var contentOffset: Int {
        get { collectionView.contentOffset.y }
        set { collectionView.contentOffset.y = newValue }
    }

    var maximumContentOffset: Int { collectionView.maximumContentOffset.y }

    func topVisibleItem() -> (item: Item, offset: Int)? {
        guard let (path, offset) = collectionView.topVisibleItem() else { return nil }
        return (dataSource[path], Int(offset))
    }

    var visibleCells: [ItemPath: any ItemShowing] {
        let visible = collectionView.visibleRect
        let cells = collectionView.existingCells.filter { $0.value.frame.intersects(visible) }.compactMapValues { $0 as? any ItemShowing }
        return Dictionary(uniqueKeysWithValues: cells.map { (ItemPath($0.key), $0.value) })
    }

    func header(ofSection section: Int) -> AnyObject? { collectionView.header(forSection: section) }

    func addToWindow() {
        window.addSubview(collectionView)
    }
}
