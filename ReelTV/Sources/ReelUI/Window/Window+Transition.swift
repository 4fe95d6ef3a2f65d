extension Window {
    /// Changes the window's traits (a rotation, or a new terminal size) in UIKit's order:
    ///
    /// 1. `willTransition(to:with:)` on every controller of the root's tree, parent before
    ///    children, while ``traitCollection`` still holds the old traits.
    /// 2. ``traitCollection`` becomes `newTraits`; the window's frame takes its size, and the
    ///    root view follows at once.
    /// 3. `traitCollectionDidChange(_:)` with the old traits, parent before children.
    /// 4. The coordinator's alongside animations.
    /// 5. After the next layout pass (the animation's end): the coordinator's completions, then
    ///    `completion`.
    ///
    /// When `newTraits` equals the current traits nothing happens and `completion` runs at once.
    public func transition(to newTraits: TraitCollection, completion: (@MainActor () -> Void)? = nil) {
        let previousTraits = traitCollection
        guard newTraits != previousTraits else {
            completion?()
            return
        }
        let coordinator = TransitionCoordinator(context: TransitionContext(from: previousTraits, to: newTraits))
        rootViewController?.forEachInTree { $0.willTransition(to: newTraits, with: coordinator) }
        traitCollection = newTraits
        frame.size = newTraits.size
        rootViewController?.forEachInTree { $0.traitCollectionDidChange(previousTraits) }
        coordinator.runAnimations()
        performAfterNextLayoutPass {
            coordinator.runCompletions()
            completion?()
        }
    }

    /// Changes the window's traits like ``transition(to:completion:)`` and returns once the
    /// transition has ended, after its completions ran.
    ///
    /// Async code that does not want to wait passes a `completion` (or `nil`) to pick the other
    /// overload.
    public func transition(to newTraits: TraitCollection) async {
        await withCheckedContinuation { continuation in
            transition(to: newTraits) { continuation.resume() }
        }
    }
}
