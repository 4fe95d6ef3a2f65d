import Foundation
import Testing
import UIKitStandIn

/// Setting a window's root view controller runs UIKit's sequence.
@MainActor
@Suite struct WindowRootViewControllerTests {
    let log = LifecycleLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 40))

    @Test("setting the root: traits, view loaded, sized and added, viewWillAppear; viewDidAppear after a layout pass")
    func appearanceOrder() {
        let root = RecordingViewController("root", log: log)
        window.rootViewController = root
        #expect(
            log.take() == [
                "root.traitCollectionDidChange unspecified→regular",
                "root.loadView", "root.viewDidLoad",
                "root.view.traitCollectionDidChange unspecified→regular",
                "root.viewWillAppear",
            ])
        #expect(root.view.superview === window)
        #expect(root.view.frame == window.bounds)

        window.standInRunLoop.runTurn()
        #expect(
            log.take() == [
                "root.viewWillLayoutSubviews", "root.view.layoutSubviews", "root.viewDidLayoutSubviews",
                "root.viewDidAppear",
            ])
        window.standInRunLoop.runTurn()
        #expect(log.take() == [])
    }

    @Test("replacing the root: the old one disappears and leaves before the new one loads and appears")
    func replacingTheRoot() async {
        let old = RecordingViewController("old", log: log)
        let new = RecordingViewController("new", log: log)
        window.rootViewController = old
        await window.standInRunLoop.settle()
        _ = log.take()

        window.rootViewController = new
        #expect(
            log.take(containing: "ppear", "oad") == [
                "old.viewWillDisappear", "old.viewDidDisappear",
                "new.loadView", "new.viewDidLoad", "new.viewWillAppear",
            ])
        #expect(old.view.superview == nil)
        #expect(old.traitCollection == UITraitCollection())
        #expect(window.subviews == [new.view])
        await window.standInRunLoop.settle()
        #expect(log.take(containing: "ppear") == ["new.viewDidAppear"])
    }

    @Test("a root replaced before it appeared still gets one balanced will/did pair each way")
    func replacedBeforeAppearing() async {
        let old = RecordingViewController("old", log: log)
        window.rootViewController = old
        window.rootViewController = nil
        await window.standInRunLoop.settle()
        #expect(
            log.take(containing: "ppear") == [
                "old.viewWillAppear", "old.viewWillDisappear", "old.viewDidDisappear",
            ])
    }

    @Test("the root view follows the window's frame")
    func rootViewFollowsWindow() {
        let root = UIViewController()
        window.rootViewController = root
        window.frame = CGRect(x: 0, y: 0, width: 30, height: 50)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 30, height: 50))
    }
}
