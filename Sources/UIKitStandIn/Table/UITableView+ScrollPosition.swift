import Foundation

extension UITableView {
    /// Where a table view scrolls a row to.
    public enum ScrollPosition: Int, @unchecked Sendable {
        /// As little scrolling as shows the whole row, and none when it shows already: as `top`
        /// for a row above the visible area, as `bottom` for one below it.
        case none
        /// The row's top at the top of the visible area.
        case top
        /// The row's middle at the middle of the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom

        var alignment: ScrollAlignment {
            switch self {
            case .none: .nearest
            case .top: .start
            case .middle: .center
            case .bottom: .end
            }
        }
    }
}
