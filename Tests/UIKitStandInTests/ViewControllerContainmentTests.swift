import Foundation
import Testing
import UIKitStandIn

/// Child view controllers: who calls willMove and didMove, and which children hear of
/// appearance changes.
@MainActor
@Suite struct ViewControllerContainmentTests {
    let log = LifecycleLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 40))

    /// Adds `child` to `parent` the way UIKit asks: addChild, add the view, didMove.
    private func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    @Test("addChild sends willMove; the caller's didMove follows the child's view loading")
    func addingAChild() {
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
        embed(child, in: parent)
        #expect(
            log.take() == [
                "child.willMove(toParent: parent)",
                "parent.loadView", "parent.viewDidLoad",
                "child.loadView", "child.viewDidLoad",
                "child.didMove(toParent: parent)",
            ])
        #expect(parent.children == [child])
        #expect(child.parent === parent)
    }

    @Test("appearance reaches children whose views are in the parent's view, parent first")
    func appearanceIsForwarded() async {
        let parent = RecordingViewController("parent", log: log)
        let shown = RecordingViewController("shown", log: log)
        let hidden = RecordingViewController("hidden", log: log)
        embed(shown, in: parent)
        parent.addChild(hidden)
        _ = log.take()

        window.rootViewController = parent
        #expect(log.take(containing: "ppear") == ["parent.viewWillAppear", "shown.viewWillAppear"])
        await window.standInRunLoop.settle()
        #expect(log.take(containing: "ppear") == ["parent.viewDidAppear", "shown.viewDidAppear"])

        window.rootViewController = nil
        #expect(
            log.take(containing: "ppear") == [
                "parent.viewWillDisappear", "shown.viewWillDisappear",
                "parent.viewDidDisappear", "shown.viewDidDisappear",
            ])
        #expect(!hidden.isViewLoaded)
    }

    @Test("removing a child: the caller's willMove, then removeFromParent sends didMove(nil)")
    func removingAChild() {
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
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
        let first = UIViewController()
        let second = UIViewController()
        let child = UIViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(child.parent === second)
    }

    @Test("a child finds its navigation controller through its parents")
    func navigationControllerThroughParents() {
        let parent = UIViewController()
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: parent)
        parent.addChild(child)
        #expect(child.navigationController === navigation)
        #expect(UIViewController().navigationController == nil)
    }
}
