import Foundation

extension UIViewController {
    /// Calls `body` on this controller and every descendant, each before its children, and
    /// then on the tree of the controller it presented.
    func forEachInTree(_ body: (UIViewController) -> Void) {
        body(self)
        for child in children { child.forEachInTree(body) }
        presentedStorage?.forEachInTree(body)
    }

    /// Runs `change`, which links the controller into a window's tree or out of one, then
    /// sends `traitCollectionDidChange(_:)` to its tree if its traits changed.
    func changingTraitSource(_ change: () -> Void) {
        let previousTraits = traitCollection
        change()
        traitsDidChange(from: previousTraits)
    }

    /// Sends `traitCollectionDidChange(_:)` to the controller's tree, parents first, unless
    /// its traits are still `previousTraits`. A tree shares its traits.
    func traitsDidChange(from previousTraits: UITraitCollection) {
        guard traitCollection != previousTraits else { return }
        forEachInTree { $0.traitCollectionDidChange(previousTraits) }
    }

    /// The window the controller's tree is shown in.
    var windowShowingTree: UIWindow? {
        parent?.windowShowingTree ?? presentingStorage?.windowShowingTree ?? rootOfWindow
    }

    /// The controller whose view fills the screen for this one: its topmost ancestor, which
    /// presents and is presented on behalf of its tree.
    var presentationContext: UIViewController {
        parent?.presentationContext ?? self
    }
}
