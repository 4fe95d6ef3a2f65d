import ReelTerminal
import ReelUI
import Testing

@MainActor @Suite struct FocusTests {
    private func shownCounter() async -> (Window, CounterViewController) {
        let window = Window.counterSized()
        let host = CounterHost()
        await host.appear(in: window)
        await window.loop.settle()
        return (window, host.controller)
    }

    private func identifiers(_ views: [any Tappable]) -> [String?] {
        views.map(\.identifier)
    }

    @Test func buttonFitsItsTitleAndDrawsItInBrackets() {
        let button = Button(title: "再生")
        #expect(button.sizeThatFits(Size(width: 1, height: 1)) == Size(width: 8, height: 1))
        button.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        #expect(button.textDump() == "[ 再生 ]")
    }

    @Test func tappableViewsComeInReadingOrder() {
        let window = Window(traits: TraitCollection(size: Size(width: 20, height: 5), orientation: .portrait))
        let buttons = ["c", "a", "b", "d"].map { name in
            let button = Button(title: name)
            button.identifier = name
            return button
        }
        // Added out of order: c on row 2, a at the top left, b right of a, d left of c.
        let frames = [Rect(x: 6, y: 2, width: 5, height: 1), Rect(x: 0, y: 0, width: 5, height: 1),
                      Rect(x: 10, y: 0, width: 5, height: 1), Rect(x: 0, y: 2, width: 5, height: 1)]
        let container = View(frame: Rect(x: 1, y: 1, width: 18, height: 3))
        window.addSubview(container)
        for (button, frame) in zip(buttons, frames) {
            button.frame = frame
            container.addSubview(button)
        }
        #expect(identifiers(window.tappableViews) == ["a", "b", "d", "c"])
        #expect(buttons[0].frameInWindow == Rect(x: 7, y: 3, width: 5, height: 1))
    }

    @Test func hiddenDisabledAndScrolledAwayViewsAreNotTappable() async {
        let (window, controller) = await shownCounter()
        #expect(identifiers(window.tappableViews) == ["plus", "reset"])
        controller.plus.isEnabled = false
        #expect(identifiers(window.tappableViews) == ["reset"])
        controller.plus.isEnabled = true
        controller.view.isHidden = true
        #expect(window.tappableViews.isEmpty, "an ancestor is hidden")
        controller.view.isHidden = false
        (controller.view as? ScrollView)?.contentOffset.y = 2
        #expect(controller.plus.frameInWindow == Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(identifiers(window.tappableViews) == ["plus", "reset"])
        (controller.view as? ScrollView)?.contentOffset.y = 3
        #expect(controller.plus.frameInWindow == Rect(x: 0, y: -1, width: 5, height: 1))
        #expect(window.tappableViews.isEmpty, "scrolled out of sight")
        #expect(Button(title: "x").visibleFrameInWindow == .zero, "not in a window")
    }

    @Test func tabAndShiftTabWrapAround() async {
        let (window, controller) = await shownCounter()
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
        let (window, controller) = await shownCounter()
        #expect(window.focus(controller.reset))
        controller.reset.isHidden = true
        #expect(window.focusedView == nil)
        #expect(!window.focus(controller.reset))
        window.moveFocus(forward: false)
        #expect(window.focusedView === controller.plus)
    }

    @Test func tapFocusedTapsTheFocusedButton() async {
        let (window, controller) = await shownCounter()
        #expect(!window.tapFocused())
        window.moveFocus(forward: true)
        #expect(window.tapFocused())
        #expect(window.tapFocused())
        #expect(controller.count.text == "Count: 2")
    }

    @Test func tapByIdentifierNamesWhatIsWrong() async throws {
        let (window, controller) = await shownCounter()
        try window.tap(identifier: "plus")
        #expect(controller.count.text == "Count: 1")
        #expect(throws: TapError(identifier: "play", reason: .notFound, tappableIdentifiers: ["plus", "reset"])) {
            try window.tap(identifier: "play")
        }
        #expect(throws: TapError(identifier: "count", reason: .notTappable("Label"), tappableIdentifiers: ["plus", "reset"])) {
            try window.tap(identifier: "count")
        }
        controller.reset.isEnabled = false
        #expect(throws: TapError(identifier: "reset", reason: .disabled, tappableIdentifiers: ["plus"])) {
            try window.tap(identifier: "reset")
        }
        (controller.view as? ScrollView)?.contentOffset.y = 4
        #expect(throws: TapError(identifier: "plus", reason: .notVisible, tappableIdentifiers: [])) {
            try window.tap(identifier: "plus")
        }
        #expect(controller.count.text == "Count: 1")
        let error = TapError(identifier: "play", reason: .notFound, tappableIdentifiers: ["plus", "reset"])
        #expect(error.description == "cannot tap: no view has the identifier 'play' (tappable: plus, reset)")
    }

    @Test func scrollTargetIsTheScrollViewAroundTheFocusOrTheFirstVisibleOne() async {
        let (window, controller) = await shownCounter()
        let outer = controller.view as? ScrollView
        #expect(window.scrollTarget === outer)
        let inner = ScrollView(frame: Rect(x: 0, y: 5, width: 16, height: 2))
        let button = Button(title: "in", frame: Rect(x: 0, y: 0, width: 6, height: 1))
        inner.addSubview(button)
        outer?.addSubview(inner)
        outer?.contentOffset.y = 4
        #expect(window.scrollTarget === outer)
        #expect(window.focus(button))
        #expect(window.scrollTarget === inner)
    }
}
