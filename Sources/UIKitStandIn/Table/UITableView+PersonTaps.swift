import Foundation

// What a person taps in a table, for which UIKit has no call: the stand-in's own, so tests can
// play a tap and see the table and its delegate answer as UIKit's do.
extension UITableView {
    /// A person taps the row at `indexPath`, which needs the row's cell shown in a table a person
    /// can touch (in a window, nothing hidden), ``allowsSelection`` and a table that is not
    /// editing. Returns whether the table took the tap as a selection or a deselection.
    ///
    /// As in UIKit: where ``allowsMultipleSelection`` holds, tapping a selected row deselects it
    /// (`willDeselectRowAt`, then `didDeselectRowAt`); otherwise the tap selects the row the
    /// delegate's `willSelectRowAt` answers, deselecting first, where one row may be selected,
    /// each other selected row that `willDeselectRowAt` lets go (each followed by
    /// `didDeselectRowAt`), and ends with `didSelectRowAt`. A row already selected is selected
    /// again, and the delegate hears of it again.
    @discardableResult
    public func standInTapRow(at indexPath: IndexPath) -> Bool {
        let delegate = self.delegate
        return engine.tap(
            indexPath, allowsSelection: allowsSelection && !isEditing, allowsMultipleSelection: allowsMultipleSelection,
            delegate: SelectionDelegateCalls(
                // Without a delegate every tap is taken as it comes; a delegate's `nil` refuses it.
                willSelect: { path in delegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path },
                willDeselect: { path in delegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path },
                asksBeforeReplacing: true,
                didSelect: { delegate?.tableView(self, didSelectRowAt: $0) },
                didDeselect: { delegate?.tableView(self, didDeselectRowAt: $0) }))
    }
}
