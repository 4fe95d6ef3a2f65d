import Foundation
import Testing
import UIKitStandIn

/// A navigation controller's stack, its bar and the callbacks its pushes and pops send.
@MainActor
@Suite struct UINavigationControllerTests {
    let log = LifecycleLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 40))

    /// A navigation controller showing `first` as the window's root, settled.
    private func showNavigation(rootedAt first: UIViewController) async -> UINavigationController {
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        await window.standInRunLoop.settle()
        _ = log.take()
        return navigation
    }

    /// The views inside `navigation`'s view other than its bar.
    private func shownViews(_ navigation: UINavigationController) -> [UIView] {
        navigation.view.subviews.filter { $0 !== navigation.navigationBar }
    }

    /// What `log` holds about appearance and containment.
    private func transitionCalls() -> [String] {
        log.take(containing: "ppear", "Move", "oad")
    }

    @Test("as the root, it loads its top controller's view when it appears, and forwards appearance")
    func appearsWithItsTop() async {
        let first = RecordingViewController("first", log: log)
        let navigation = UINavigationController(rootViewController: first)
        #expect(log.take() == ["first.willMove(toParent: parent)", "first.didMove(toParent: parent)"])

        window.rootViewController = navigation
        #expect(transitionCalls() == ["first.loadView", "first.viewDidLoad", "first.viewWillAppear"])
        await window.standInRunLoop.settle()
        #expect(transitionCalls() == ["first.viewDidAppear"])
        #expect(first.navigationController === navigation)
        #expect(navigation.topViewController === first)
        #expect(navigation.visibleViewController === first)
    }

    @Test("the bar spans the top, one line tall, showing the top item's title; the top view fills the rest")
    func barAndContent() async {
        let first = UIViewController()
        first.title = "Reels"
        let navigation = await showNavigation(rootedAt: first)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 20, height: 1))
        #expect(first.view.frame == CGRect(x: 0, y: 1, width: 20, height: 39))
        #expect(navigation.navigationBar.topItem === first.navigationItem)
        let label = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.text == "Reels")

        first.title = "Clips"
        await window.standInRunLoop.settle()
        #expect(label?.text == "Clips")

        navigation.setNavigationBarHidden(true, animated: true)
        await window.standInRunLoop.settle()
        #expect(navigation.isNavigationBarHidden)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 20, height: 40))
    }

    @Test("push: willMove, load, old viewWillDisappear, new viewWillAppear; the did calls and didMove after a turn")
    func pushOrder() async {
        let first = RecordingViewController("first", log: log)
        let second = RecordingViewController("second", log: log)
        let navigation = await showNavigation(rootedAt: first)

        navigation.pushViewController(second, animated: true)
        #expect(
            transitionCalls() == [
                "second.willMove(toParent: parent)", "second.loadView", "second.viewDidLoad",
                "first.viewWillDisappear", "second.viewWillAppear",
            ])
        #expect(navigation.viewControllers == [first, second])
        #expect(navigation.topViewController === second)
        #expect(shownViews(navigation) == [second.view])
        #expect(navigation.navigationBar.items == [first.navigationItem, second.navigationItem])
        #expect(navigation.navigationBar.backItem === first.navigationItem)

        window.standInRunLoop.runTurn()
        #expect(
            transitionCalls() == [
                "first.viewDidDisappear", "second.viewDidAppear", "second.didMove(toParent: parent)",
            ])
        #expect(second.view.frame == CGRect(x: 0, y: 1, width: 20, height: 39))
    }

    @Test("pop mirrors push, returns the popped controller, which leaves its parent at the end and is released")
    func popOrder() async {
        let first = RecordingViewController("first", log: log)
        var second: RecordingViewController? = RecordingViewController("second", log: log)
        weak let released = second
        let navigation = await showNavigation(rootedAt: first)
        navigation.pushViewController(second!, animated: true)
        await window.standInRunLoop.settle()
        second = nil
        _ = log.take()

        #expect(navigation.popViewController(animated: true) === released)
        #expect(
            transitionCalls() == ["second.willMove(toParent: nil)", "second.viewWillDisappear", "first.viewWillAppear"])
        #expect(navigation.viewControllers == [first])
        #expect(shownViews(navigation) == [first.view])

        window.standInRunLoop.runTurn()
        #expect(
            transitionCalls() == ["second.viewDidDisappear", "first.viewDidAppear", "second.didMove(toParent: nil)"])
        #expect(released == nil)
    }

    @Test("popping the root does nothing and returns nil")
    func popAtRoot() async {
        let first = RecordingViewController("first", log: log)
        let navigation = await showNavigation(rootedAt: first)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true) == nil)
        await window.standInRunLoop.settle()
        #expect(transitionCalls() == [])
        #expect(navigation.viewControllers == [first])
    }

    @Test("popToRoot and popTo return the popped controllers; only the shown top gets appearance calls")
    func poppingSeveral() async {
        let first = RecordingViewController("first", log: log)
        let second = RecordingViewController("second", log: log)
        let third = RecordingViewController("third", log: log)
        let navigation = await showNavigation(rootedAt: first)
        navigation.setViewControllers([first, second, third], animated: false)
        await window.standInRunLoop.settle()
        _ = log.take()

        #expect(navigation.popToViewController(third, animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true) == [second, third])
        #expect(
            transitionCalls() == [
                "second.willMove(toParent: nil)", "third.willMove(toParent: nil)",
                "third.viewWillDisappear", "first.viewWillAppear",
            ])
        await window.standInRunLoop.settle()
        #expect(
            transitionCalls() == [
                "third.viewDidDisappear", "first.viewDidAppear",
                "second.didMove(toParent: nil)", "third.didMove(toParent: nil)",
            ])
        #expect(navigation.children == [first])
    }

    @Test("off screen, a push only changes the stack; the pushed view loads when the stack appears")
    func pushOffScreen() async {
        let first = RecordingViewController("first", log: log)
        let second = RecordingViewController("second", log: log)
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(second, animated: false)
        #expect(
            log.take() == [
                "first.willMove(toParent: parent)", "first.didMove(toParent: parent)",
                "second.willMove(toParent: parent)", "second.didMove(toParent: parent)",
            ])
        #expect(!second.isViewLoaded)

        window.rootViewController = navigation
        await window.standInRunLoop.settle()
        #expect(transitionCalls() == ["second.loadView", "second.viewDidLoad", "second.viewWillAppear", "second.viewDidAppear"])
        #expect(!first.isViewLoaded)
        #expect(shownViews(navigation) == [second.view])
    }

    @Test("a bar managed by a navigation controller refuses direct changes, as UIKit's does")
    func managedBar() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(throws: UIKitException.self) {
            try UIKitException.catching { navigation.navigationBar.pushItem(UINavigationItem(title: "x"), animated: false) }
        }
        let bar = UINavigationBar(frame: .zero)
        let item = UINavigationItem(title: "Reels")
        bar.pushItem(item, animated: false)
        #expect(bar.topItem === item)
        #expect(bar.popItem(animated: false) === item)
        #expect(bar.items == [])
    }
}
