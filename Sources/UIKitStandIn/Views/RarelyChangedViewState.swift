import Foundation

/// What a view holds that most views never change and that laying out and configuring views
/// never read: kept apart, made when first set, so that a view's own storage stays small and
/// what a configure touches (a label's text, a view's flags) lies in few cache lines. A list
/// configures many cells' views once each, and each one it reaches is a memory read.
@MainActor
final class RarelyChangedViewState {
    var backgroundColor: UIColor?
    var alpha: CGFloat = 1
    var clipsToBounds = false
    var tag = 0
    var accessibilityIdentifier: String?
    var contentMode = UIView.ContentMode.scaleToFill
    var tintColor: UIColor?
    var reuseIdentifier: String?
    var reuseKey: String?
    weak var owningViewController: UIViewController?
    var associatedObjects: [String: AnyObject] = [:]
}
