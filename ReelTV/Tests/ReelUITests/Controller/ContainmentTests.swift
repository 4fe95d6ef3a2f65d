import ReelUI
import Testing

@MainActor
@Suite("ViewController containment")
struct ContainmentTests {
    let log = CallLog()
    let window = Window(traits: .portrait)

    /// Adds `child` to `parent` the way UIKit asks: addChild, add the view, didMove.
    private func embed(_ child: ViewController, in parent: ViewController) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    @Test("addChild sends willMove; the caller's didMove follows the child's view loading")
    func addingAChild() {
        let parent = LoggingViewController("parent", log: log)
        let child = LoggingViewController("child", log: log)
        embed(child, in: parent)

        #expect(
            log.take() == [
                "child.willMove(toParent: parent)",
                "parent.loadView", "parent.viewDidLoad",
                "child.loadView", "child.viewDidLoad",
                "child.didMove(toParent: parent)",
            ])
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(child.parent === parent)
    }

    @Test("appearance callbacks reach children whose views are in the parent's view, parent first")
    func appearanceIsForwarded() {
        let parent = LoggingViewController("parent", log: log)
        let shown = LoggingViewController("shown", log: log)
        let hidden = LoggingViewController("hidden", log: log)
        embed(shown, in: parent)
        parent.addChild(hidden)
        _ = log.take()

        window.rootViewController = parent
        #expect(log.take() == ["parent.viewWillAppear", "shown.viewWillAppear"])
        window.loop.runUntilIdle()
        #expect(log.take() == ["parent.viewDidAppear", "shown.viewDidAppear"])

        window.rootViewController = nil
        #expect(
            log.take() == [
                "parent.viewWillDisappear", "shown.viewWillDisappear",
                "parent.viewDidDisappear", "shown.viewDidDisappear",
            ])
        #expect(!hidden.isViewLoaded)
    }

    @Test("removing a child: the caller's willMove, then removeFromParent sends didMove(nil)")
    func removingAChild() {
        let parent = LoggingViewController("parent", log: log)
        let child = LoggingViewController("child", log: log)
        embed(child, in: parent)
        _ = log.take()

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["child.willMove(toParent: nil)", "child.didMove(toParent: nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test("adding a child to another parent takes it from the first")
    func reparenting() {
        let first = ViewController()
        let second = ViewController()
        let child = ViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(child.parent === second)
    }

    @Test("children share the window's traits and find their navigation controller through parents")
    func inheritedContext() {
        let parent = ViewController()
        let child = ViewController()
        let navigation = NavigationController(rootViewController: parent)
        parent.addChild(child)
        #expect(child.traitCollection == nil)
        #expect(child.navigationController === navigation)

        window.rootViewController = navigation
        #expect(child.traitCollection == .portrait)
    }

    @Test("repeated begin and end calls collapse into one will and one did")
    func balancedAppearance() {
        let controller = LoggingViewController("controller", log: log)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(
            log.take() == [
                "controller.viewWillAppear", "controller.viewDidAppear",
                "controller.viewWillDisappear", "controller.viewWillAppear", "controller.viewDidAppear",
            ])
    }
}
