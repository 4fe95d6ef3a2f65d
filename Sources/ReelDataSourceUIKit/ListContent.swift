#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

/// What a UIKit list reads from its data source, whatever the type of its sections.
@MainActor
protocol ListContent: AnyObject {
    var numberOfSections: Int { get }
    func numberOfItems(inSection section: Int) -> Int
    /// The cell the cell provider chooses for the item at `path`; nothing is dequeued.
    func cellRecipe(at path: ItemPath) -> ViewRecipe
    /// The view of `kind` the providers choose for `section`; `nil` for none.
    func supplementaryRecipe(ofKind kind: SupplementaryKind, inSection section: Int) -> ViewRecipe?
}

extension ListContent {
    /// The number of items of every section.
    var counts: [Int] { (0..<numberOfSections).map(numberOfItems(inSection:)) }
}

/// A ``SectionedDataSource`` as a UIKit list reads it.
@MainActor
final class SectionedContent<Section: AnimatableSectionModelType & Sendable, List: BatchUpdatingList>: ListContent
where Section.Item: Sendable, List.Cell: ViewRecipeCarrier, List.SupplementaryView: ViewRecipeCarrier {
    private let dataSource: SectionedDataSource<Section, List>
    private unowned let list: List

    init(dataSource: SectionedDataSource<Section, List>, list: List) {
        self.dataSource = dataSource
        self.list = list
    }

    var numberOfSections: Int { dataSource.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int { dataSource.numberOfItems(inSection: section) }

    func cellRecipe(at path: ItemPath) -> ViewRecipe { dataSource.cell(at: path, in: list).recipe }

    func supplementaryRecipe(ofKind kind: SupplementaryKind, inSection section: Int) -> ViewRecipe? {
        dataSource.supplementaryView(ofKind: kind, inSection: section, in: list)?.recipe
    }
}
#endif
