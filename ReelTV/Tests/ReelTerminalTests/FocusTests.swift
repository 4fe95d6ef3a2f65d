import Foundation
import ReelDataSourceUIKit
import ReelTerminal
import Testing

/// What the terminal's focus moves between and what `tap` finds: enabled controls a person can
/// touch and see, in reading order.
@MainActor @Suite struct FocusTests {
    private func identifiers(_ views: [UIView]) -> [String?] {
        views.map(\.accessibilityIdentifier)
    }

    private func button(_ title: String, frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = title
        button.frame = frame
        return button
    }

    @Test func tappableViewsComeInReadingOrder() {
        let window = UIWindow(terminalSize: CGSize(width: 20, height: 5))
        // Added out of order: c on row 2, a at the top left, b right of a, d left of c.
        let buttons = [
            button("c", frame: CGRect(x: 6, y: 2, width: 5, height: 1)), button("a", frame: CGRect(x: 0, y: 0, width: 5, height: 1)),
            button("b", frame: CGRect(x: 10, y: 0, width: 5, height: 1)), button("d", frame: CGRect(x: 0, y: 2, width: 5, height: 1)),
        ]
        let container = UIView(frame: CGRect(x: 1, y: 1, width: 18, height: 3))
        window.addSubview(container)
        for button in buttons { container.addSubview(button) }
        #expect(identifiers(window.tappableViews) == ["a", "b", "d", "c"])
        #expect(buttons[1].frameInWindow == CGRect(x: 1, y: 1, width: 5, height: 1))
    }

    @Test func hiddenDisabledUntouchableAndScrolledAwayViewsAreNotTappable() async {
        let (window, controller) = await UIWindow.showingCounter()
        #expect(identifiers(window.tappableViews) == ["plus", "reset"])
        controller.plus.isEnabled = false
        #expect(identifiers(window.tappableViews) == ["reset"])
        controller.plus.isEnabled = true
        controller.reset.isUserInteractionEnabled = false
        #expect(identifiers(window.tappableViews) == ["plus"])
        controller.reset.isUserInteractionEnabled = true
        controller.view.isHidden = true
        #expect(window.tappableViews.isEmpty, "an ancestor is hidden")
        controller.view.isHidden = false
        controller.view.alpha = 0
        #expect(window.tappableViews.isEmpty, "an ancestor is transparent")
        controller.view.alpha = 1
        controller.scrollView.contentOffset.y = 2
        #expect(controller.plus.frameInWindow == CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(identifiers(window.tappableViews) == ["plus", "reset"])
        controller.scrollView.contentOffset.y = 3
        #expect(controller.plus.frameInWindow == CGRect(x: 0, y: -1, width: 2, height: 1))
        #expect(window.tappableViews.isEmpty, "scrolled out of sight")
        #expect(UIButton(type: .system).visibleFrameInWindow == .zero, "not in a window")
    }

    @Test func tabAndShiftTabWrapAround() async {
        let (window, controller) = await UIWindow.showingCounter()
        #expect(window.focusedView == nil)
        window.moveFocus(forward: true)
        #expect(window.focusedView === controller.plus)
        window.moveFocus(forward: true)
        #expect(window.focusedView === controller.reset)
        window.moveFocus(forward: true)
        #expect(window.focusedView === controller.plus, "wraps to the first")
        window.moveFocus(forward: false)
        #expect(window.focusedView === controller.reset, "wraps to the last")
        window.moveFocus(forward: false)
        #expect(window.focusedView === controller.plus)
    }

    @Test func aFocusedViewThatStopsBeingTappableLosesTheFocus() async {
        let (window, controller) = await UIWindow.showingCounter()
        #expect(window.focus(controller.reset))
        controller.reset.isHidden = true
        #expect(window.focusedView == nil)
        #expect(!window.focus(controller.reset))
        #expect(!window.focus(controller.count), "a label takes no taps")
        window.moveFocus(forward: false)
        #expect(window.focusedView === controller.plus)
        #expect(window.focus(nil))
        #expect(window.focusedView == nil)
    }

    @Test func tapFocusedTapsTheFocusedButton() async {
        let (window, controller) = await UIWindow.showingCounter()
        #expect(!window.tapFocused())
        window.moveFocus(forward: true)
        #expect(window.tapFocused())
        #expect(window.tapFocused())
        #expect(controller.count.text == "Count: 2")
    }

    @Test func tapByIdentifierNamesWhatIsWrong() async throws {
        let (window, controller) = await UIWindow.showingCounter()
        try window.tap(identifier: "plus")
        #expect(controller.count.text == "Count: 1")
        #expect(throws: TapError(identifier: "play", reason: .notFound, tappableIdentifiers: ["plus", "reset"])) {
            try window.tap(identifier: "play")
        }
        #expect(throws: TapError(identifier: "count", reason: .notTappable("UILabel"), tappableIdentifiers: ["plus", "reset"])) {
            try window.tap(identifier: "count")
        }
        controller.reset.isEnabled = false
        #expect(throws: TapError(identifier: "reset", reason: .disabled, tappableIdentifiers: ["plus"])) {
            try window.tap(identifier: "reset")
        }
        controller.reset.isEnabled = true
        controller.reset.isUserInteractionEnabled = false
        #expect(throws: TapError(identifier: "reset", reason: .userInteractionDisabled, tappableIdentifiers: ["plus"])) {
            try window.tap(identifier: "reset")
        }
        controller.scrollView.contentOffset.y = 4
        #expect(throws: TapError(identifier: "plus", reason: .notVisible, tappableIdentifiers: [])) {
            try window.tap(identifier: "plus")
        }
        #expect(controller.count.text == "Count: 1")
        let error = TapError(identifier: "play", reason: .notFound, tappableIdentifiers: ["plus", "reset"])
        #expect(error.description == "cannot tap: no view has the identifier 'play' (tappable: plus, reset)")
        let untouchable = TapError(identifier: "reset", reason: .userInteractionDisabled, tappableIdentifiers: [])
        #expect(untouchable.description == "cannot tap: 'reset' takes no touches (isUserInteractionEnabled is off) (tappable: none)")
    }

    @Test func scrollTargetIsTheScrollViewAroundTheFocusOrTheFirstVisibleOne() async {
        let (window, controller) = await UIWindow.showingCounter()
        let outer = controller.scrollView
        #expect(window.scrollTarget === outer)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 5, width: 16, height: 2))
        let button = button("in", frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        inner.addSubview(button)
        outer.addSubview(inner)
        outer.contentOffset.y = 4
        #expect(window.scrollTarget === outer)
        #expect(window.focus(button))
        #expect(window.scrollTarget === inner)
    }
}
