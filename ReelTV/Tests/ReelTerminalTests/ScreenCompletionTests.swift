import Foundation
import ReelDataSourceUIKit
import ReelSignposts
import ReelTerminal
import Testing

/// ``ScreenCompletion``: complete only when nothing is pending and every expected element is
/// shown; otherwise a failure naming what was missing. Rounds are settled loops, never sleeps.
@MainActor
@Suite struct ScreenCompletionTests {
    private func window() -> UIWindow {
        UIWindow(terminalSize: CGSize(width: 20, height: 10))
    }

    @Test("a screen whose expected element never appears fails, naming the element")
    func missingElementFails() async {
        let window = window()
        let completion = ScreenCompletion(
            window: window, expecting: [ExpectedElement("the title label") { false }], maxRounds: 5)
        do {
            try await completion.wait()
            Issue.record("a screen missing its title was taken as complete")
        } catch {
            #expect(error.missingElements == ["the title label"])
            #expect(error.rounds == 5)
            #expect(error.description == "the screen was not complete after 5 rounds: missing the title label")
        }
    }

    @Test("pending work keeps the screen incomplete, and is named when the bound runs out")
    func pendingWorkKeepsIncomplete() async {
        let window = window()
        /// A timer the test makes due, then runs.
        final class Timer { var isDue = true }
        let timer = Timer()
        let completion = ScreenCompletion(
            window: window, pendingWork: [{ timer.isDue ? "a timer due on the app's clock" : nil }], maxRounds: 3)
        #expect(!completion.isComplete)
        do {
            try await completion.wait()
            Issue.record("a screen with a timer due was taken as complete")
        } catch {
            #expect(error.pendingWork == ["a timer due on the app's clock"])
            #expect(error.missingElements.isEmpty)
        }
        timer.isDue = false
        #expect(completion.isComplete)
    }

    @Test("a window waiting for its loop is not complete")
    func busyLoopKeepsIncomplete() async throws {
        let window = window()
        await window.standInRunLoop.settle()
        let completion = ScreenCompletion(window: window)
        #expect(completion.isComplete)
        window.setNeedsLayout()
        #expect(completion.incompleteness()?.pendingWork == ["the run loop has blocks queued, a window waiting for layout or an animation running"])
        try await completion.wait()
        #expect(completion.isComplete)
    }

    @Test("an element that appears after a few turns completes the screen, once its layout is done")
    func completesWhenElementAppears() async throws {
        let window = window()
        let label = UIView()
        let loop = window.standInRunLoop
        loop.perform {
            loop.perform { window.addSubview(label) }
        }
        let completion = ScreenCompletion(window: window, expecting: [ExpectedElement("the title") { label.window === window }])
        #expect(!completion.isComplete)
        try await completion.wait()
        #expect(label.window === window)
        #expect(loop.isIdle)
    }
}
