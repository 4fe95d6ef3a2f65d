import Foundation

/// Stand-in for UIKit's `UITableViewDataSource`.
///
/// UIKit's optional requirements are requirements with default implementations here: one
/// section, no section titles, every row editable, no row movable, and edits ignored. (UIKit
/// lets rows move by default when the data source implements
/// `tableView(_:moveRowAt:to:)`; a Swift protocol cannot tell, so a data source that moves rows
/// says so with `tableView(_:canMoveRowAt:)`.)
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The configured cell for the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; one by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, shown when the delegate gives no header view.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, shown when the delegate gives no footer view.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` can be edited: deleted, or moved when it can move.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row at `indexPath` shows a reordering control while the table is editing.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// A person asked to delete (or insert) the row at `indexPath`; the table changes nothing
    /// until the data source performs the change.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// A person dragged the row at `sourceIndexPath` to `destinationIndexPath`. The table has
    /// moved it already: the data source must move its data to match before the table next
    /// reads it.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
