import Foundation

/// The words a list's exception reasons use: a collection view has items, a table view rows.
package struct ListVocabulary: Sendable {
    /// "UICollectionView" or "UITableView".
    package let className: String
    /// "collection view" or "table view".
    package let list: String
    /// "item" or "row".
    package let element: String
    /// "an item" or "a row".
    package let anElement: String
    /// What the list says when one index path is both reloaded and moved: a collection view
    /// reports the reload as a delete next to the reload, a table view the move next to a
    /// delete.
    package let reloadAndMoveReason: @Sendable (IndexPath) -> String

    /// A collection view's words.
    package static let collectionView = ListVocabulary(
        className: "UICollectionView", list: "collection view", element: "item", anElement: "an item",
        reloadAndMoveReason: { "attempt to delete and reload the same index path (\($0.uikitDescription))" })

    package static let tableView = ListVocabulary(
        className: "UITableView", list: "table view", element: "row", anElement: "a row",
        reloadAndMoveReason: { "attempt to perform a delete and a move from the same index path (\($0.uikitDescription))" })

    /// "items" or "rows".
    package var elements: String { element + "s" }
}
