import Foundation

extension UIViewController {
    /// Presents `presented` full screen over the window.
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

    /// Dismisses what this controller's presentation context presented, or the context.
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
