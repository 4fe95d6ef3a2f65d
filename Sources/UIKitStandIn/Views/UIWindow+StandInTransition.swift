import Foundation

extension UIWindow {
    /// Changes the window's size, and with it its traits, as rotating a phone or resizing a
    /// scene does. Not UIKit API: in UIKit the system makes this change.
    ///
    /// The new traits are those ``standInTraits(for:)`` derives from `size`, with the traits
    /// `traitCollection` specifies laid over them (until the next transition). In UIKit's
    /// order:
    ///
    /// 1. If the traits change: `willTransition(to:with:)` to the root controller and each
    ///    controller presented over it (the default implementation forwards it to the
    ///    children, so parents come before children), while every `traitCollection` still
    ///    holds the old traits.
    /// 2. If the size changes: `viewWillTransition(to:with:)` the same way, while the views
    ///    still have the old size.
    /// 3. The window takes the new size and traits; the root and presented controllers' views
    ///    fill it; `traitCollectionDidChange(_:)` reaches the controllers, then the views,
    ///    parents first, if the traits changed.
    /// 4. The blocks registered with `animate(alongsideTransition:completion:)` run.
    /// 5. After the window's next layout pass, which lays out the new size: the coordinator's
    ///    completions, then `completion`.
    ///
    /// When neither the size nor the traits change, nothing is called and `completion` runs
    /// at once.
    public func standInTransition(
        to size: CGSize, traitCollection laidOver: UITraitCollection? = nil, completion: (() -> Void)? = nil
    ) {
        let newTraits = traits(for: size, laidOver: laidOver)
        let traitsChange = newTraits != traitCollection
        let sizeChanges = size != bounds.size
        guard traitsChange || sizeChanges else {
            transitionTraits = laidOver
            completion?()
            return
        }
        let coordinator = WindowTransitionCoordinator(containerView: self)
        let controllers = controllersFillingWindow
        if traitsChange {
            for controller in controllers { controller.willTransition(to: newTraits, with: coordinator) }
        }
        if sizeChanges {
            for controller in controllers { controller.viewWillTransition(to: size, with: coordinator) }
        }
        changeEnvironment(layingOver: laidOver) { super.frame.size = size }
        coordinator.runAnimations()
        standInRunLoop.performAfterNextLayoutPass {
            coordinator.runCompletions()
            completion?()
        }
    }

    /// Changes the window's size and traits like
    /// ``standInTransition(to:traitCollection:completion:)`` and returns once the transition
    /// has ended, after its completions ran. Not UIKit API.
    public func standInTransition(to size: CGSize, traitCollection laidOver: UITraitCollection? = nil) async {
        await withCheckedContinuation { continuation in
            standInTransition(to: size, traitCollection: laidOver) { continuation.resume() }
        }
    }
}
