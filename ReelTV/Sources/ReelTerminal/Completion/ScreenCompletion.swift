import ReelDataSourceUIKit
import ReelSignposts

/// The one rule that says when a window's screen is complete, for measurements, hosts and tests
/// alike: its run loop has no pending work (no block queued, no window waiting for layout, no
/// animation running, nothing else a source of work reports, such as timers due on an app's
/// clock or batch updates not yet applied) and every element the screen is expected to show
/// exists.
///
/// ``wait()`` runs the loop until that holds, or fails after ``maxRounds`` rounds with an
/// ``IncompleteScreen`` naming what was missing: it never settles for a plausible guess. A round
/// is a settled loop and a yield to other tasks, never a sleep, so no wall-clock time decides it.
@MainActor
package struct ScreenCompletion {
    /// The window whose screen is judged.
    package let window: UIWindow
    /// What the screen must show.
    package var expectedElements: [ExpectedElement]
    /// Other sources of pending work: each returns a description of the work it still has, or
    /// `nil` when it has none.
    package var pendingWork: [@MainActor () -> String?]
    /// The rounds ``wait()`` runs before it fails.
    package var maxRounds: Int

    /// A judge of `window`'s screen, expecting `expectedElements` and asking `pendingWork` as
    /// well as the window's own loop.
    package init(
        window: UIWindow, expecting expectedElements: [ExpectedElement] = [],
        pendingWork: [@MainActor () -> String?] = [], maxRounds: Int = 10_000
    ) {
        self.window = window
        self.expectedElements = expectedElements
        self.pendingWork = pendingWork
        self.maxRounds = maxRounds
    }

    /// What keeps the screen from being complete now, or `nil` when it is complete.
    package func incompleteness(afterRounds rounds: Int = 0) -> IncompleteScreen? {
        let missing = expectedElements.filter { !$0.isShown() }.map(\.name)
        var work: [String] = []
        if !window.standInRunLoop.isIdle {
            work.append("the run loop has blocks queued, a window waiting for layout or an animation running")
        }
        work += pendingWork.compactMap { $0() }
        guard !missing.isEmpty || !work.isEmpty else { return nil }
        return IncompleteScreen(missingElements: missing, pendingWork: work, rounds: rounds)
    }

    /// Whether the screen is complete now.
    package var isComplete: Bool { incompleteness() == nil }

    /// Runs the window's loop until the screen is complete.
    ///
    /// - Throws: ``IncompleteScreen`` when it is not after ``maxRounds`` rounds.
    package func wait() async throws(IncompleteScreen) {
        var rounds = 0
        while true {
            await window.standInRunLoop.settle()
            rounds += 1
            guard let incompleteness = incompleteness(afterRounds: rounds) else { return }
            if rounds >= maxRounds { throw incompleteness }
            await Task.yield()
        }
    }
}
