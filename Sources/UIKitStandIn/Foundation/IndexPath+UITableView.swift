import Foundation

// UIKit's table-view addition to `IndexPath`; BatchUpdates/IndexPath+UIKit.swift declares the
// section and the item, which the collection view takes.
extension IndexPath {
    /// The path of `row` in `section` of a table view.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The row, in a table view.
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
