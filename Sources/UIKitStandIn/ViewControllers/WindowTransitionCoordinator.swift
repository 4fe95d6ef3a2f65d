import Foundation

/// The coordinator of a window's size and trait change
/// (``UIWindow/standInTransition(to:traitCollection:completion:)``): an animated,
/// uninterruptible transition in the window, its own context.
@MainActor
final class WindowTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    var isAnimated: Bool { true }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }

    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasAnimated = false

    init(containerView: UIView) {
        self.containerView = containerView
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasAnimated else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks; from now on the coordinator refuses new ones.
    func runAnimations() {
        hasAnimated = true
        let running = animations
        animations = []
        for animation in running { animation(self) }
    }

    /// Runs the completions.
    func runCompletions() {
        let running = completions
        completions = []
        for completion in running { completion(self) }
    }
}
