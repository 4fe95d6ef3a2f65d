import ReelUI
import Testing

@MainActor
@Suite("NavigationController")
struct NavigationControllerTests {
    let log = CallLog()
    let window = Window(traits: .portrait)

    /// A navigation controller showing `first` as the window's root, settled.
    private func showNavigation(rootedAt first: ViewController) -> NavigationController {
        let navigation = NavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.loop.runUntilIdle()
        _ = log.take()
        return navigation
    }

    /// The identities of the views inside `navigation`'s view.
    private func shownViews(_ navigation: NavigationController) -> [ObjectIdentifier] {
        navigation.view.subviews.map(ObjectIdentifier.init)
    }

    @Test("as the root, it loads its top controller's view when it appears, and forwards appearance")
    func appearsWithItsTop() {
        let first = LoggingViewController("first", log: log)
        let navigation = NavigationController(rootViewController: first)
        #expect(log.take() == ["first.willMove(toParent: parent)", "first.didMove(toParent: parent)"])

        window.rootViewController = navigation
        #expect(log.take() == ["first.loadView", "first.viewDidLoad", "first.viewWillAppear"])
        window.loop.runUntilIdle()
        #expect(log.take() == ["first.viewDidAppear"])
        #expect(first.view.frame == window.bounds)
        #expect(first.navigationController === navigation)
    }

    @Test("push: new viewDidLoad, old viewWillDisappear, new viewWillAppear; the did calls after a turn")
    func pushOrder() {
        let first = LoggingViewController("first", log: log)
        let second = LoggingViewController("second", log: log)
        let navigation = showNavigation(rootedAt: first)
        var completed = false

        navigation.pushViewController(second, animated: true) { completed = true }
        #expect(
            log.take() == [
                "second.willMove(toParent: parent)",
                "second.loadView", "second.viewDidLoad",
                "first.viewWillDisappear", "second.viewWillAppear",
            ])
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(navigation.topViewController === second)
        #expect(shownViews(navigation) == [ObjectIdentifier(second.view)])
        #expect(!completed)

        window.loop.runUntilIdle()
        #expect(
            log.take() == [
                "first.viewDidDisappear", "second.viewDidAppear", "second.didMove(toParent: parent)",
            ])
        #expect(completed)
        #expect(second.view.frame == window.bounds)
    }

    @Test("pop mirrors push and returns the popped controller, which leaves its parent at the end")
    func popOrder() {
        let first = LoggingViewController("first", log: log)
        let second = LoggingViewController("second", log: log)
        let navigation = showNavigation(rootedAt: first)
        navigation.pushViewController(second, animated: true)
        window.loop.runUntilIdle()
        _ = log.take()
        var completed = false

        let popped = navigation.popViewController(animated: true) { completed = true }
        #expect(popped === second)
        #expect(
            log.take() == [
                "second.willMove(toParent: nil)", "second.viewWillDisappear", "first.viewWillAppear",
            ])
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
        #expect(shownViews(navigation) == [ObjectIdentifier(first.view)])
        #expect(second.navigationController === navigation)

        window.loop.runUntilIdle()
        #expect(
            log.take() == [
                "second.viewDidDisappear", "first.viewDidAppear", "second.didMove(toParent: nil)",
            ])
        #expect(completed)
        #expect(second.parent == nil)
    }

    @Test("popping the root does nothing and returns nil")
    func popAtRoot() {
        let first = LoggingViewController("first", log: log)
        let navigation = showNavigation(rootedAt: first)
        #expect(navigation.popViewController(animated: true) == nil)
        window.loop.runUntilIdle()
        #expect(log.take() == [])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("off screen, a push only changes the stack; the pushed view loads when the stack appears")
    func pushOffScreen() {
        let first = LoggingViewController("first", log: log)
        let second = LoggingViewController("second", log: log)
        let navigation = NavigationController(rootViewController: first)
        _ = log.take()
        var completed = false

        navigation.pushViewController(second, animated: false) { completed = true }
        #expect(log.take() == ["second.willMove(toParent: parent)", "second.didMove(toParent: parent)"])
        #expect(completed)
        #expect(!second.isViewLoaded)

        window.rootViewController = navigation
        window.loop.runUntilIdle()
        #expect(
            log.take() == ["second.loadView", "second.viewDidLoad", "second.viewWillAppear", "second.viewDidAppear"])
        #expect(!first.isViewLoaded)
        #expect(shownViews(navigation) == [ObjectIdentifier(second.view)])
    }

    @Test("a second push before the first one ended still balances every controller's calls")
    func pushDuringPush() {
        let first = LoggingViewController("first", log: log)
        let second = LoggingViewController("second", log: log)
        let third = LoggingViewController("third", log: log)
        let navigation = showNavigation(rootedAt: first)

        navigation.pushViewController(second, animated: true)
        navigation.pushViewController(third, animated: true)
        window.loop.runUntilIdle()
        let calls = log.take().filter { $0.contains("ppear") }
        #expect(
            calls == [
                "first.viewWillDisappear", "second.viewWillAppear",
                "second.viewWillDisappear", "third.viewWillAppear",
                "first.viewDidDisappear", "second.viewDidDisappear", "third.viewDidAppear",
            ])
        #expect(shownViews(navigation) == [ObjectIdentifier(third.view)])
    }

    @Test("the shown controller's view follows a rotation at the next layout pass")
    func topFollowsRotation() async {
        let first = ViewController()
        _ = showNavigation(rootedAt: first)
        await window.transition(to: TraitCollection.portrait.rotated)
        #expect(first.view.frame == Rect(x: 0, y: 0, width: 160, height: 12))
    }
}
