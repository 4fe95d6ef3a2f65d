import Foundation

/// Stand-in for UIKit's `UITableViewDelegate`: row, header and footer heights, and header and
/// footer views.
///
/// UIKit's optional requirements are requirements with default implementations here, which
/// answer what UIKit does when the delegate does not implement them: the table view's
/// ``UITableView/rowHeight``, ``UITableView/sectionHeaderHeight`` and
/// ``UITableView/sectionFooterHeight``, and no views. UIKit's other optional methods are not
/// declared: a delegate may implement them, and the stand-in never calls them.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`, which the table asks whenever it works out where its
    /// rows lie: when it reads its counts, after a batch update, and when its width or the
    /// delegate changes.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The view of `section`'s header, or `nil` for its title (if any).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view of `section`'s footer, or `nil` for its title (if any).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The height of `section`'s header.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
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
}
