import Foundation

/// Stand-in for UIKit's `UITableViewDelegate`: row, header and footer heights, header and
/// footer views, and a person's selection.
///
/// UIKit's optional requirements are requirements with default implementations here, which
/// answer what UIKit does when the delegate does not implement them: the table view's
/// ``UITableView/rowHeight``, ``UITableView/sectionHeaderHeight`` and
/// ``UITableView/sectionFooterHeight``, no views, and every tap taken as it comes. UIKit's other
/// optional methods are not declared: a delegate may implement them, and the stand-in never calls
/// them.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`. With an ``UITableView/estimatedRowHeight`` (the
    /// default), the table asks it when a layout pass reaches the row, and again when it next
    /// lays the row out after a batch update. Without one, it asks every row's whenever it works
    /// out where its rows lie: when it reads its counts, after a batch update, and when its width
    /// or the delegate changes.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The view of `section`'s header, or `nil` for its title (if any).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view of `section`'s footer, or `nil` for its title (if any).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The height of `section`'s header.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A person is about to select the row at `indexPath`: the row to select instead, or `nil`
    /// to select none. Not asked when the app selects a row.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A person selected the row at `indexPath`. Not called when the app selects a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A person's tap is about to deselect the row at `indexPath` (tapping it again where several
    /// rows may be selected, or selecting another where one may): the row to deselect instead,
    /// or `nil` to keep it selected. Not asked when the app deselects a row.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A person's tap deselected the row at `indexPath`. Not called when the app deselects a row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
