import Foundation

/// The view of a ``UINavigationController``: the bar across the top, the top controller's
/// view filling the rest.
@MainActor
final class NavigationControllerView: UIView {
    /// The controller whose view this is.
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let navigationController else { return }
        navigationController.navigationBar.frame = CGRect(
            x: bounds.minX, y: bounds.minY, width: bounds.width, height: UINavigationBar.standInHeight)
        navigationController.topViewController?.viewIfLoaded?.frame = navigationController.contentFrame(in: bounds)
    }
}
