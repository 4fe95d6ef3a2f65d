import Foundation

extension UIWindow {
    /// Runs UIKit's sequence for a new ``rootViewController``, from `previousRoot`.
    func rootViewControllerDidChange(from previousRoot: UIViewController?) {
        if let previousRoot {
            previousRoot.beginAppearanceTransition(false, animated: false)
            previousRoot.viewIfLoaded?.removeFromSuperview()
            previousRoot.endAppearanceTransition()
            previousRoot.changingTraitSource { previousRoot.rootOfWindow = nil }
        }
        guard let root = rootViewController else { return }
        root.changingTraitSource { root.rootOfWindow = self }
        root.view.frame = bounds
        addSubview(root.view)
        root.beginAppearanceTransition(true, animated: false)
        standInRunLoop.performAfterNextLayoutPass { [weak root] in root?.endAppearanceTransition() }
    }

    /// The root controller, then each controller presented over it: the controllers whose
    /// views fill the window.
    var controllersFillingWindow: [UIViewController] {
        var controllers: [UIViewController] = []
        var next = rootViewController
        while let controller = next {
            controllers.append(controller)
            next = controller.presentedStorage
        }
        return controllers
    }
}
