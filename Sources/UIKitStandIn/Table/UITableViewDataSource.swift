import Foundation

/// Stand-in for UIKit's `UITableViewDataSource`.
///
/// UIKit's optional requirements are requirements with default implementations here: one
/// section, and no section titles.
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
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
