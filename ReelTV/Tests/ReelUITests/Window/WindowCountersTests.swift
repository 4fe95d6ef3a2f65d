import ReelUI
import Testing

/// A window counts the views created for it: each view once, when it first joins the window's
/// hierarchy; counts of different windows never mix, however the windows interleave.
@MainActor
@Suite struct WindowCountersTests {
    private func window() -> Window {
        Window(traits: TraitCollection(size: Size(width: 20, height: 10), orientation: .portrait))
    }

    /// A view holding `count` subviews: `count + 1` views.
    private func tree(of count: Int) -> View {
        let root = View()
        for _ in 0..<count { root.addSubview(View()) }
        return root
    }

    @Test("a view joining the window is counted with its subviews; the window itself is not")
    func countsViewsThatJoin() {
        let window = window()
        #expect(window.counters.viewsCreated == 0)
        let root = tree(of: 3)
        #expect(window.counters.viewsCreated == 0, "views not in the window yet")
        window.addSubview(root)
        #expect(window.counters.viewsCreated == 4)
        root.subviews[0].addSubview(View())
        #expect(window.counters.viewsCreated == 5)
    }

    @Test("a view that leaves and comes back, or moves on to another window, is counted once")
    func countsEachViewOnce() {
        let first = window()
        let second = window()
        let view = View()
        first.addSubview(view)
        view.removeFromSuperview()
        first.addSubview(view)
        #expect(first.counters.viewsCreated == 1)
        second.addSubview(view)
        #expect(first.counters.viewsCreated == 1)
        #expect(second.counters.viewsCreated == 0)
    }

    @Test("a view created but never added is not counted")
    func ignoresViewsNeverShown() {
        let window = window()
        _ = View()
        window.addSubview(View())
        #expect(window.counters.viewsCreated == 1)
    }

    @Test("two windows built at the same time, interleaving at every turn, keep their own counts")
    func windowsBuiltConcurrently() async {
        async let small = build(views: 3, turns: 20)
        async let large = build(views: 50, turns: 20)
        let (smallCount, largeCount) = await (small, large)
        #expect(smallCount == 3 * 20 + 20)
        #expect(largeCount == 50 * 20 + 20)
    }

    @Test("windows built by tests running in parallel keep their own counts", arguments: 1...8)
    func windowsInParallelTests(views: Int) async {
        #expect(await build(views: views, turns: 10) == (views + 1) * 10)
    }

    /// Builds a window by adding a tree of `views` subviews on each of `turns` loop turns, and
    /// returns its count: `(views + 1) * turns`, whatever other windows did meanwhile.
    private func build(views: Int, turns: Int) async -> Int {
        let window = window()
        for _ in 0..<turns {
            window.addSubview(tree(of: views))
            await window.loop.nextTurn()
        }
        return window.counters.viewsCreated
    }
}
