import Foundation

extension UIViewController {
    /// Presents `presented` full screen, as UIKit's `.fullScreen` style does on a phone.
    ///
    /// The presenting controller is this controller's topmost ancestor (the one whose view
    /// fills the window). In UIKit's order:
    ///
    /// 1. `presented` gets the presenting controller's traits; its view loads, fills the
    ///    window and is added on top of the window's views.
    /// 2. The presenting controller's `viewWillDisappear(_:)`, then `presented`'s
    ///    `viewWillAppear(_:)` (each followed by its children's).
    /// 3. After the window's next layout pass: the presenting controller's view leaves the
    ///    window, its `viewDidDisappear(_:)`, `presented`'s `viewDidAppear(_:)`, then
    ///    `completion`.
    ///
    /// As in UIKit, presenting while the presenting controller already presents one, or
    /// from a controller outside a window, presents nothing (UIKit logs a warning) and
    /// `completion` does not run. Presenting a controller that has a parent or is presented
    /// already raises `NSInvalidArgumentException`.
    func presentFullScreen(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationContext
        guard let window = presenter.windowShowingTree, presenter.presentedStorage == nil else { return }
        guard presented.parent == nil, presented.presentingStorage == nil, presented !== presenter else {
            UIKitException.raise(
                "Application tried to present modally a view controller \(presented) that is already shown",
                name: "NSInvalidArgumentException", from: window)
            return
        }
        presented.changingTraitSource {
            presenter.presentedStorage = presented
            presented.presentingStorage = presenter
        }
        presented.view.frame = window.bounds
        window.addSubview(presented.view)
        presenter.beginAppearanceTransition(false, animated: animated)
        presented.beginAppearanceTransition(true, animated: animated)
        window.standInRunLoop.performAfterNextLayoutPass {
            if presenter.presentedStorage === presented { presenter.viewIfLoaded?.removeFromSuperview() }
            presenter.endAppearanceTransition()
            presented.endAppearanceTransition()
            completion?()
        }
    }

    /// Dismisses what the presentation context of this controller presented, with everything
    /// presented above it; when it presented nothing, the context itself is dismissed.
    ///
    /// In UIKit's order: the presenting controller's view returns below the top presented
    /// one; the top's `viewWillDisappear(_:)`, the presenting controller's
    /// `viewWillAppear(_:)`; after the next layout pass the presented views leave the window,
    /// the top's `viewDidDisappear(_:)`, the presenting controller's `viewDidAppear(_:)`, the
    /// dismissed controllers lose their traits, then `completion`. Controllers between the
    /// two were off screen already and get no callbacks. With nothing to dismiss, nothing
    /// happens and `completion` does not run.
    func dismissPresentation(animated: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        guard let presenter = context.presentedStorage != nil ? context : context.presentingStorage,
            let dismissed = presenter.presentedStorage, let window = presenter.windowShowingTree
        else { return }
        var top = dismissed
        while let above = top.presentedStorage { top = above }
        presenter.view.frame = window.bounds
        window.addSubview(presenter.view)
        window.addSubview(top.view)
        top.beginAppearanceTransition(false, animated: animated)
        presenter.beginAppearanceTransition(true, animated: animated)
        window.standInRunLoop.performAfterNextLayoutPass {
            var leaving: UIViewController? = dismissed
            while let controller = leaving {
                controller.viewIfLoaded?.removeFromSuperview()
                leaving = controller.presentedStorage
            }
            top.endAppearanceTransition()
            presenter.endAppearanceTransition()
            dismissed.changingTraitSource {
                presenter.presentedStorage = nil
                dismissed.presentingStorage = nil
            }
            completion?()
        }
    }
}
