import Foundation
import Testing
import UIKitStandIn

/// A window's size and trait change (UIWindow.standInTransition) runs in UIKit's order with a
/// transition coordinator.
@MainActor
@Suite struct WindowTransitionTests {
    let log = LifecycleLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
    let sideways = CGSize(width: 40, height: 20)

    /// A root with one child shown inside it, on screen and settled.
    private func showRootWithChild() async -> (root: RecordingViewController, child: RecordingViewController) {
        let root = RecordingViewController("root", log: log)
        let child = RecordingViewController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rootViewController = root
        await window.standInRunLoop.settle()
        _ = log.take()
        return (root, child)
    }

    @Test("willTransition (old traits), viewWillTransition (old size), traitCollectionDidChange, alongside; completions after the layout pass")
    func callbackOrder() async {
        _ = await showRootWithChild()
        var completed = false

        window.standInTransition(to: sideways) {
            completed = true
            log.append("transition.completion")
        }
        #expect(
            log.take(containing: "ransition", "alongside", "traitCollectionDidChange") == [
                "root.willTransition regular→compact", "child.willTransition regular→compact",
                "root.viewWillTransition 20x40→40x20", "child.viewWillTransition 0x0→40x20",
                "root.traitCollectionDidChange regular→compact", "child.traitCollectionDidChange regular→compact",
                "root.view.traitCollectionDidChange regular→compact", "child.view.traitCollectionDidChange regular→compact",
                "root.alongside traits", "child.alongside traits",
                "root.alongside size 40x20", "child.alongside size 0x0",
            ])
        #expect(!completed)

        window.standInRunLoop.runTurn()
        #expect(
            log.take() == [
                "root.viewWillLayoutSubviews", "root.view.layoutSubviews", "root.viewDidLayoutSubviews",
                "root.completion traits", "child.completion traits",
                "root.completion size", "child.completion size",
                "transition.completion",
            ])
        #expect(completed)
    }

    @Test("the window's size and traits and the root view's frame change before traitCollectionDidChange")
    func framesFollow() async {
        let (root, _) = await showRootWithChild()
        window.standInTransition(to: sideways, completion: nil)
        #expect(window.bounds.size == sideways)
        #expect(window.traitCollection.verticalSizeClass == .compact)
        #expect(root.view.frame == CGRect(origin: .zero, size: sideways))
        #expect(root.traitCollection == window.traitCollection)
    }

    @Test("a size change that keeps the traits sends viewWillTransition only")
    func sizeOnly() async {
        _ = await showRootWithChild()
        window.standInTransition(to: CGSize(width: 30, height: 40), completion: nil)
        #expect(
            log.take(containing: "ransition", "traitCollectionDidChange") == [
                "root.viewWillTransition 20x40→30x40", "child.viewWillTransition 0x0→30x40",
            ])
    }

    @Test("traits laid over the derived ones change the traits without a size change")
    func traitsOnly() async {
        let (root, _) = await showRootWithChild()
        await window.standInTransition(to: window.bounds.size, traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.verticalSizeClass == .regular)
        #expect(
            log.take(containing: "willTransition", "viewWillTransition", "completion") == [
                "root.willTransition regular→regular", "child.willTransition regular→regular",
                "root.completion traits", "child.completion traits",
            ])
    }

    @Test("a transition that changes neither size nor traits calls nothing and completes at once")
    func unchanged() async {
        _ = await showRootWithChild()
        var completed = false
        window.standInTransition(to: window.bounds.size) { completed = true }
        #expect(completed)
        #expect(log.take() == [])
    }

    @Test("the async variant returns once the completions have run")
    func awaitingTheTransition() async {
        _ = await showRootWithChild()
        await window.standInTransition(to: sideways)
        #expect(Array(log.take().suffix(2)) == ["root.completion size", "child.completion size"])
    }

    @Test("the coordinator is an animated, non-interactive transition in the window and refuses late blocks")
    func coordinator() {
        let root = CoordinatorProbe()
        window.rootViewController = root
        window.standInTransition(to: sideways, completion: nil)
        #expect(root.acceptedLate == false)
        #expect(root.context?.isAnimated == true)
        #expect(root.context?.isInteractive == false)
        #expect(root.context?.initiallyInteractive == false)
        #expect(root.context?.isCancelled == false)
        #expect(root.context?.isInterruptible == false)
        #expect(root.context?.containerView === window)
    }
}

/// Keeps the context its alongside block got, and tries to register from inside that block.
private final class CoordinatorProbe: UIViewController {
    private(set) var acceptedLate: Bool?
    private(set) var context: (any UIViewControllerTransitionCoordinatorContext)?

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [self] context in
            self.context = context
            acceptedLate = coordinator.animate(alongsideTransition: { _ in })
        })
    }
}
