#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

/// What a UIKit list reads from its data source, whatever the type of its sections, and what
/// it tells the data source a person did.
@MainActor
protocol ListContent: AnyObject {
    var numberOfSections: Int { get }
    func numberOfItems(inSection section: Int) -> Int
    /// The cell the cell provider chooses for the item at `path`; nothing is dequeued.
    func cellChoice(at path: ItemPath) -> ViewChoice
    /// The view of `kind` the providers choose for `section`; `nil` for none.
    func supplementaryChoice(ofKind kind: SupplementaryKind, inSection section: Int) -> ViewChoice?
    func canEditItem(at path: ItemPath) -> Bool
    func canMoveItem(at path: ItemPath) -> Bool
    /// A person asked to delete the item at `path`.
    func requestDeletion(at path: ItemPath)
    /// A person moved the item at `source` to `destination`, and the list shows it there.
    func listMovedItem(from source: ItemPath, to destination: ItemPath)
}

extension ListContent {
    /// The number of items of every section.
    var counts: [Int] { (0..<numberOfSections).map(numberOfItems(inSection:)) }

    /// The class of the cell the provider chooses for the item at `path`, when it is known
    /// before dequeuing.
    func cellClass(at path: ItemPath) -> ObjectIdentifier? {
        cellChoice(at: path).knownClass.map(ObjectIdentifier.init)
    }
}

/// A ``SectionedDataSource`` as a UIKit list reads it.
///
/// It holds the data source weakly, as the data source holds the list: a list whose data
/// source is gone shows nothing.
@MainActor
final class SectionedContent<Section: SectionModelType & Sendable, List: BatchUpdatingList>: ListContent
where Section.Item: Sendable, List.Cell: ViewChoiceCarrier, List.SupplementaryView: ViewChoiceCarrier {
    private weak var source: SectionedDataSource<Section, List>?
    private unowned let list: List

    init(dataSource: SectionedDataSource<Section, List>, list: List) {
        self.source = dataSource
        self.list = list
    }

    /// The data source, which UIKit asks about only what it reported while it existed.
    private var dataSource: SectionedDataSource<Section, List> {
        guard let source else { preconditionFailure("UIKit asked for content its released data source never reported") }
        return source
    }

    var numberOfSections: Int { source?.numberOfSections ?? 0 }

    func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }

    func cellChoice(at path: ItemPath) -> ViewChoice { dataSource.cell(at: path, in: list).choice }

    func supplementaryChoice(ofKind kind: SupplementaryKind, inSection section: Int) -> ViewChoice? {
        dataSource.supplementaryView(ofKind: kind, inSection: section, in: list)?.choice
    }

    func canEditItem(at path: ItemPath) -> Bool { dataSource.canEditItem(at: path) }

    func canMoveItem(at path: ItemPath) -> Bool { dataSource.canMoveItem(at: path) }

    func requestDeletion(at path: ItemPath) { dataSource.requestDeletion(at: path) }

    func listMovedItem(from source: ItemPath, to destination: ItemPath) {
        dataSource.listMovedItem(from: source, to: destination)
    }
}
#endif
