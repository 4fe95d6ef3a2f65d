/// Lets controllers take part in a trait transition, like `UIViewControllerTransitionCoordinator`.
///
/// ``ViewController/willTransition(to:with:)`` receives the coordinator before anything changes.
/// Animations registered there run once the new traits and frames are in place (after every
/// ``ViewController/traitCollectionDidChange(_:)``); completions run when the animation ends,
/// after the window's next layout pass. Blocks run in the order they were registered, which is
/// parent before children.
@MainActor
public final class TransitionCoordinator {
    /// What the transition changes.
    public let context: TransitionContext

    private var animations: [(TransitionContext) -> Void] = []
    private var completions: [(TransitionContext) -> Void] = []
    private var hasAnimated = false

    init(context: TransitionContext) {
        self.context = context
    }

    /// Registers `animation` to run alongside the transition and `completion` to run after it.
    ///
    /// Returns `false`, registering nothing, once the animations have run: a block registered
    /// that late could no longer run alongside them.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionContext) -> Void)?,
        completion: ((TransitionContext) -> Void)? = nil
    ) -> Bool {
        guard !hasAnimated else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAnimations() {
        hasAnimated = true
        for animation in animations { animation(context) }
        animations = []
    }

    func runCompletions() {
        for completion in completions { completion(context) }
        completions = []
    }
}
