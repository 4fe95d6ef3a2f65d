import Foundation
import ReelDataSourceUIKit

// What a terminal can tap: what a finger can on a phone, through the stand-in's person actions.
extension UIView {
    /// Why the view cannot be tapped now, or `nil` when it can.
    ///
    /// A view takes taps when it is a control that is enabled, or a cell shown by a collection
    /// view or table view that takes selections now (`allowsSelection`, and for a table, not
    /// editing); and when a person can touch it (see `standInTouchRefusal`: in a window,
    /// nothing around it hidden, transparent or with `isUserInteractionEnabled` off) and it is
    /// at least partly drawn, not clipped away by an ancestor (a list that scrolled it out of
    /// sight).
    var tapRefusal: TapError.Reason? {
        guard let isEnabled = takesTapsWhenTouchable else { return .notTappable(String(describing: type(of: self))) }
        guard isEnabled else { return .disabled }
        switch standInTouchRefusal {
        case nil: break
        case .userInteractionDisabled?: return .userInteractionDisabled
        case .notInWindow?, .hidden?, .transparent?, .disabled?: return .notVisible
        }
        return visibleFrameInWindow.isEmpty ? .notVisible : nil
    }

    /// Taps the view as a finger does: a control receives its touch events; a cell's list
    /// selects (or deselects) its item, telling its delegate. Does nothing to a view that
    /// cannot be tapped (see ``tapRefusal``).
    func tapAsPerson() {
        guard tapRefusal == nil else { return }
        switch self {
        case let control as UIControl:
            try? control.standInTap()
        case let cell as UICollectionViewCell:
            if let list = cell.enclosingList(UICollectionView.self), let path = list.indexPath(for: cell) {
                list.standInTapItem(at: path)
            }
        case let cell as UITableViewCell:
            if let list = cell.enclosingList(UITableView.self), let path = list.indexPath(for: cell) {
                list.standInTapRow(at: path)
            }
        default:
            break
        }
    }

    /// Whether the view takes taps once a person can touch it; `nil` when it is no kind of view
    /// that takes taps. A cell its list does not show (waiting for reuse) takes none.
    private var takesTapsWhenTouchable: Bool? {
        switch self {
        case let control as UIControl:
            return control.isEnabled
        case let cell as UICollectionViewCell:
            guard let list = cell.enclosingList(UICollectionView.self) else { return false }
            return list.allowsSelection && list.indexPath(for: cell) != nil
        case let cell as UITableViewCell:
            guard let list = cell.enclosingList(UITableView.self) else { return false }
            return list.allowsSelection && !list.isEditing && list.indexPath(for: cell) != nil
        default:
            return nil
        }
    }

    /// The nearest ancestor of type `List`: the list showing a cell.
    private func enclosingList<List: UIScrollView>(_ type: List.Type) -> List? {
        var ancestor = superview
        while let view = ancestor {
            if let list = view as? List { return list }
            ancestor = view.superview
        }
        return nil
    }
}
