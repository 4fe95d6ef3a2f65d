import Foundation
import Testing
import UIKitStandIn

/// A layout asked of a window is due at its run loop's next turn, even before its first layout.
@MainActor
@Suite struct WindowLayoutRequestTests {
    /// A window that counts its layout passes.
    private final class CountingWindow: UIWindow {
        private(set) var layouts = 0

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test func aNewWindowAskedForLayoutIsLaidOutAtTheNextTurn() {
        let window = CountingWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.setNeedsLayout()
        #expect(!window.standInRunLoop.isIdle)
        window.standInRunLoop.runUntilIdle()
        #expect(window.layouts == 1)
    }

    @Test func aViewAskingAgainBeforeTheLayoutPassIsLaidOutOnce() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = LayoutCountingView(frame: window.bounds)
        window.addSubview(view)
        window.standInRunLoop.runUntilIdle()
        let before = view.layouts
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(!window.standInRunLoop.isIdle)
        window.standInRunLoop.runUntilIdle()
        #expect(view.layouts == before + 1)
    }
}
