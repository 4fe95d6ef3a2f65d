import Foundation

/// Stand-in for UIKit's `UITableViewDelegate`: the section header and footer views and heights.
///
/// UIKit's optional requirements are requirements with default implementations here: no
/// views, and the table view's section header and footer heights.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
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
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
}
