import Foundation

/// One call a list takes inside a batch update, in UIKit's collection-view words (a table
/// view's rows are its items): the data that lets one table of rule cases drive both of the UIKit
/// stand-in's lists, which judge batches.
public enum ListOperation: Sendable {
    case insertSections(IndexSet)
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
    case moveSection(Int, to: Int)
    case insertItems([IndexPath])
    case deleteItems([IndexPath])
    case reloadItems([IndexPath])
    case reconfigureItems([IndexPath])
    case moveItem(IndexPath, to: IndexPath)
}
