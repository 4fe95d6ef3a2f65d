@testable import ReelDataSource
import ReelDiff
import ReelTestSupport
import ReelUI
import Testing

/// A window showing a collection view driven by a ``SectionedDataSource`` of the generated
/// sections, recording every broken batch-update rule.
@MainActor
final class ListHarness {
    let window: Window
    let collectionView: CollectionView
    let dataSource: SectionedDataSource<ItemSection, CollectionView>
    private(set) var violations: [BatchUpdateViolation] = []

    /// `diff`, when given, replaces the data source's diff: tests use it to control when a diff
    /// run off the main actor finishes.
    init(
        size: Size = Size(width: 30, height: 12), layout: CollectionLayout = CollectionLayout(showsSectionHeaders: true),
        configuration: DataSourceConfiguration = DataSourceConfiguration(), inWindow: Bool = true,
        diff: (@Sendable ([ItemSection], [ItemSection]) -> StagedChangeset<[ItemSection]>)? = nil
    ) {
        window = Window(traits: TraitCollection(size: size, orientation: .portrait))
        collectionView = CollectionView(frame: Rect(origin: .zero, size: size), layout: layout)
        collectionView.register(ItemCell.self)
        collectionView.register(HighlightedItemCell.self)
        collectionView.register(HeaderCell.self)
        dataSource = SectionedDataSource(
            list: collectionView, configuration: configuration,
            cellProvider: { collectionView, path, item in
                // Content 2 and above is highlighted: a content update can change the cell type.
                if item.content >= 2 {
                    let cell = collectionView.dequeueReusableCell(HighlightedItemCell.self, for: path)
                    cell.item = item
                    return cell
                }
                let cell = collectionView.dequeueReusableCell(ItemCell.self, for: path)
                cell.item = item
                return cell
            },
            headerProvider: { collectionView, section, model in
                let header = collectionView.dequeueReusableHeader(HeaderCell.self, for: section)
                header.header = model.model
                return header
            },
            diff: diff ?? { StagedChangeset(source: $0, target: $1) })
        collectionView.violationHandler = { [unowned self] in violations.append($0) }
        if inWindow { window.addSubview(collectionView) }
    }

    /// Applies `sections` and waits until they are on screen and every layout pass has run.
    func show(_ sections: [ItemSection], animated: Bool = true) async {
        await dataSource.apply(sections, animated: animated)
        await window.loop.settle()
    }

    /// Checks that the collection view shows exactly `sections`: the counts, and the item or
    /// header of every existing cell and header.
    func expectShows(_ sections: [ItemSection], _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        let shownCounts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        #expect(shownCounts == sections.map(\.items.count), "\(comment())", sourceLocation: sourceLocation)
        guard shownCounts == sections.map(\.items.count) else { return }
        for (path, cell) in collectionView.existingCells {
            #expect(cell.shownItem == sections[path.section].items[path.item], "cell at \(path); \(comment())", sourceLocation: sourceLocation)
            #expect(cell.superview === collectionView, "cell at \(path) is not in the collection view; \(comment())", sourceLocation: sourceLocation)
        }
        for section in sections.indices {
            guard let header = collectionView.header(forSection: section) as? HeaderCell else { continue }
            #expect(header.header == sections[section].model, "header of section \(section); \(comment())", sourceLocation: sourceLocation)
        }
        #expect(violations.isEmpty, "\(violations); \(comment())", sourceLocation: sourceLocation)
    }
}
