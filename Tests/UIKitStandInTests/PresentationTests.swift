import Foundation
import Testing
import UIKitStandIn

/// Presenting a view controller full screen over the window, and dismissing it.
@MainActor
@Suite struct PresentationTests {
    let log = LifecycleLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 40))

    /// `root` as the window's root, settled.
    private func show(_ root: UIViewController) async {
        window.rootViewController = root
        await window.standInRunLoop.settle()
        _ = log.take()
    }

    @Test("present: load, presenter's viewWillDisappear, presented's viewWillAppear; the did calls, then completion")
    func presentOrder() async {
        let root = RecordingViewController("root", log: log)
        let sheet = RecordingViewController("sheet", log: log)
        await show(root)

        root.present(sheet, animated: true) { log.append("completion") }
        #expect(
            log.take(containing: "ppear", "oad", "completion") == [
                "sheet.loadView", "sheet.viewDidLoad", "root.viewWillDisappear", "sheet.viewWillAppear",
            ])
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(sheet.view.frame == window.bounds)
        #expect(sheet.traitCollection == window.traitCollection)
        #expect(window.subviews == [root.view, sheet.view])

        window.standInRunLoop.runTurn()
        #expect(
            log.take(containing: "ppear", "completion") == [
                "root.viewDidDisappear", "sheet.viewDidAppear", "completion",
            ])
        #expect(window.subviews == [sheet.view])
    }

    @Test("a child presents on behalf of its topmost ancestor, and both see the presentation")
    func presentingFromAChild() async {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let sheet = UIViewController()
        await show(navigation)

        child.present(sheet, animated: false)
        #expect(sheet.presentingViewController === navigation)
        #expect(navigation.presentedViewController === sheet)
        #expect(child.presentedViewController === sheet)
        #expect(navigation.visibleViewController === sheet)
    }

    @Test("presenting while already presenting presents nothing")
    func alreadyPresenting() async {
        let root = UIViewController()
        let first = UIViewController()
        let second = UIViewController()
        await show(root)
        root.present(first, animated: false)
        var completed = false
        root.present(second, animated: false) { completed = true }
        await window.standInRunLoop.settle()
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(!completed)
    }

    @Test("dismiss: presented's viewWillDisappear, presenter's viewWillAppear; the did calls, then completion")
    func dismissOrder() async {
        let root = RecordingViewController("root", log: log)
        let sheet = RecordingViewController("sheet", log: log)
        await show(root)
        root.present(sheet, animated: true)
        await window.standInRunLoop.settle()
        _ = log.take()

        sheet.dismiss(animated: true) { log.append("completion") }
        #expect(log.take(containing: "ppear", "completion") == ["sheet.viewWillDisappear", "root.viewWillAppear"])
        #expect(window.subviews == [root.view, sheet.view])

        window.standInRunLoop.runTurn()
        #expect(
            log.take(containing: "ppear", "completion", "traitCollectionDidChange") == [
                "sheet.view.traitCollectionDidChange regular→unspecified",
                "sheet.viewDidDisappear", "root.viewDidAppear",
                "sheet.traitCollectionDidChange regular→unspecified", "completion",
            ])
        #expect(root.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(window.subviews == [root.view])
    }

    @Test("dismissing with nothing presented does nothing")
    func nothingToDismiss() async {
        let root = UIViewController()
        await show(root)
        var completed = false
        root.dismiss(animated: false) { completed = true }
        await window.standInRunLoop.settle()
        #expect(!completed)
        #expect(window.subviews == [root.view])
    }
}
