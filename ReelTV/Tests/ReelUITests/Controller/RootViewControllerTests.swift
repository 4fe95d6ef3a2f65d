import ReelUI
import Testing

@MainActor
@Suite("Window.rootViewController")
struct RootViewControllerTests {
    let log = CallLog()
    let window = Window(traits: .portrait)

    @Test("setting the root loads, sizes and adds its view, then sends viewWillAppear; viewDidAppear waits a turn")
    func appearanceOrder() {
        let root = LoggingViewController("root", log: log)
        #expect(root.traitCollection == nil)
        window.rootViewController = root

        #expect(log.take() == ["root.loadView", "root.viewDidLoad", "root.viewWillAppear"])
        #expect(root.view.superview === window)
        #expect(root.view.frame == window.bounds)
        #expect(root.traitCollection == .portrait)

        window.loop.runTurn()
        #expect(log.take() == ["root.viewDidAppear"])
        window.loop.runUntilIdle()
        #expect(log.take() == [])
    }

    @Test("viewDidAppear comes after the layout pass that put the view on screen")
    func didAppearFollowsLayout() {
        let root = LayoutProbeController()
        window.rootViewController = root
        #expect(root.layoutCountAtDidAppear == nil)
        window.loop.runUntilIdle()
        #expect(root.layoutCountAtDidAppear == 1)
    }

    @Test("replacing the root makes the old one disappear before the new one loads and appears")
    func replacingTheRoot() {
        let old = LoggingViewController("old", log: log)
        let new = LoggingViewController("new", log: log)
        window.rootViewController = old
        window.loop.runUntilIdle()
        _ = log.take()

        window.rootViewController = new
        #expect(
            log.take() == [
                "old.viewWillDisappear", "old.viewDidDisappear",
                "new.loadView", "new.viewDidLoad", "new.viewWillAppear",
            ])
        #expect(old.view.superview == nil)
        #expect(old.traitCollection == nil)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(new.view)])
        window.loop.runUntilIdle()
        #expect(log.take() == ["new.viewDidAppear"])
    }

    @Test("a root replaced before it appeared still gets one balanced will/did pair each way")
    func replacedBeforeAppearing() {
        let old = LoggingViewController("old", log: log)
        window.rootViewController = old
        window.rootViewController = nil
        window.loop.runUntilIdle()
        #expect(
            log.take() == [
                "old.loadView", "old.viewDidLoad", "old.viewWillAppear",
                "old.viewWillDisappear", "old.viewDidDisappear",
            ])
    }

    @Test("the root view follows the window's frame")
    func rootViewFollowsWindow() {
        let root = ViewController()
        window.rootViewController = root
        window.frame = Rect(x: 0, y: 0, width: 40, height: 30)
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 40, height: 30))
    }
}

/// Notes how many layout passes its view had when `viewDidAppear` arrived.
private final class LayoutProbeController: ViewController {
    private(set) var layoutCountAtDidAppear: Int?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        layoutCountAtDidAppear = view.layoutCount
    }
}
