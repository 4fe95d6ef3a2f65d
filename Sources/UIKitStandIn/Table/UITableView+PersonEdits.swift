import Foundation

// What a person does to a table by hand, for which UIKit has no call: the stand-in's own, so
// tests can play a swipe or a drag and see the table and its data source answer as UIKit's do.
extension UITableView {
    /// A person swipes the row at `indexPath` and taps Delete. If the data source lets the row
    /// be edited, the table asks it to commit the deletion and deletes nothing itself; returns
    /// whether it asked.
    @discardableResult
    public func standInSwipeToDelete(rowAt indexPath: IndexPath) -> Bool {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }

    /// A person drags the row at `source` by its reordering control and drops it at
    /// `destination` (its path once dropped), which takes the table to be editing and the data
    /// source to let the row be edited and moved. The table moves the row itself, then tells
    /// its data source, which must move its data to match before the table reads it again;
    /// returns whether the row moved.
    @discardableResult
    public func standInDragRow(at source: IndexPath, to destination: IndexPath) -> Bool {
        guard isEditing, let dataSource, dataSource.tableView(self, canEditRowAt: source),
            dataSource.tableView(self, canMoveRowAt: source)
        else { return false }
        engine.moveByPerson(from: source, to: destination)
        dataSource.tableView(self, moveRowAt: source, to: destination)
        if window != nil { layoutIfNeeded() }
        return true
    }
}
