import Foundation

/// Stand-in for UIKit's `UIViewControllerTransitionCoordinatorContext`: what a transition in
/// progress is like, handed to the blocks registered on its coordinator.
///
/// The stand-in's transitions are a window's size and trait changes, which run without a
/// person's hand: never interactive, never cancelled. UIKit's timing members
/// (`transitionDuration`, `percentComplete`, `completionVelocity`, `completionCurve`),
/// `presentationStyle`, `targetTransform` and the view and view controller lookups by key are
/// not there.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a person started the transition interactively.
    var initiallyInteractive: Bool { get }
    /// Whether a person can interrupt the transition.
    var isInterruptible: Bool { get }
    /// Whether a person drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The view the transition takes place in.
    var containerView: UIView { get }
}
