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
    /// The cell the cell provider chooses for the item at `indexPath`; nothing is dequeued.
    func cellChoice(at indexPath: IndexPath) -> ViewChoice
    /// The view of `kind` the providers choose for `section`; `nil` for none.
    func supplementaryChoice(ofKind kind: SupplementaryKind, inSection section: Int) -> ViewChoice?
    func canEditItem(at indexPath: IndexPath) -> Bool
    func canMoveItem(at indexPath: IndexPath) -> Bool
    /// A person asked to delete the item at `indexPath`.
    func requestDeletion(at indexPath: IndexPath)
    /// A person moved the item at `sourceIndexPath` to `destinationIndexPath`, and the list shows it there.
    func listMovedItem(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension ListContent {
    /// The number of items of every section.
    var counts: [Int] { (0..<numberOfSections).map(numberOfItems(inSection:)) }

    /// The class of the cell the provider chooses for the item at `indexPath`, when it is known
    /// before dequeuing.
    func cellClass(at indexPath: IndexPath) -> ObjectIdentifier? {
        cellChoice(at: indexPath).knownClass.map(ObjectIdentifier.init)
    }
}

/// A ``SectionedDataSource`` as a UIKit list reads it.
///
/// It holds the data source weakly, since the data source holds the list; the list's view keeps
/// the data source (`keepListDataSource(_:)`) for as long as it lives.
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

    func cellChoice(at indexPath: IndexPath) -> ViewChoice { dataSource.cell(at: indexPath, in: list).choice }

    func supplementaryChoice(ofKind kind: SupplementaryKind, inSection section: Int) -> ViewChoice? {
        dataSource.supplementaryView(ofKind: kind, inSection: section, in: list)?.choice
    }

    func canEditItem(at indexPath: IndexPath) -> Bool { dataSource.canEditItem(at: indexPath) }

    func canMoveItem(at indexPath: IndexPath) -> Bool { dataSource.canMoveItem(at: indexPath) }

    func requestDeletion(at indexPath: IndexPath) { dataSource.requestDeletion(at: indexPath) }

    func listMovedItem(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        dataSource.listMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
#endif
