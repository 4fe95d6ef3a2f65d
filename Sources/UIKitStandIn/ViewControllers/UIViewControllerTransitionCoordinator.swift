import Foundation

/// Stand-in for UIKit's `UIViewControllerTransitionCoordinator`: lets view controllers run
/// work alongside a transition and after it.
///
/// The stand-in's coordinator runs the alongside blocks once the new size and traits are in
/// place (after every `traitCollectionDidChange(_:)`), in the order they were registered,
/// and the completions after the window's next layout pass, which lays out the new size.
/// `animateAlongsideTransition(in:animation:completion:)` and
/// `notifyWhenInteractionChanges(_:)` are not there.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Registers `animation` to run alongside the transition and `completion` to run after it.
    /// Returns `false`, registering nothing, once the alongside blocks have run.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Registers `animation` to run alongside the transition, with no completion: UIKit's
    /// `completion` defaults to `nil`, which a Swift protocol requirement cannot declare.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
