import ReelUI
import Testing

@MainActor
@Suite("Window.transition(to:)")
struct RotationTests {
    let log = CallLog()
    let window = Window(traits: .portrait)
    let landscape = TraitCollection.portrait.rotated

    /// A root with one child shown inside it, on screen and settled.
    private func showRootWithChild() -> (root: LoggingViewController, child: LoggingViewController) {
        let root = LoggingViewController("root", log: log)
        let child = LoggingViewController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rootViewController = root
        window.loop.runUntilIdle()
        _ = log.take()
        return (root, child)
    }

    @Test("rotated swaps the orientation and the physical width and height (a cell is twice as tall as wide)")
    func rotatedTraits() {
        #expect(landscape == TraitCollection(size: Size(width: 160, height: 12), orientation: .landscape))
        #expect(landscape.rotated == .portrait)
    }

    @Test("willTransition (old traits) → traitCollectionDidChange → alongside; completions after a turn")
    func callbackOrder() {
        _ = showRootWithChild()
        var completed = false

        window.transition(to: landscape) {
            completed = true
            log.append("transition.completion")
        }
        #expect(
            log.take() == [
                "root.willTransition portrait→landscape", "child.willTransition portrait→landscape",
                "root.traitCollectionDidChange portrait→landscape",
                "child.traitCollectionDidChange portrait→landscape",
                "root.alongside", "child.alongside",
            ])
        #expect(!completed)

        window.loop.runTurn()
        #expect(log.take() == ["root.completion", "child.completion", "transition.completion"])
    }

    @Test("the window's traits and frame and the root view's frame change before traitCollectionDidChange")
    func framesFollow() {
        let (root, _) = showRootWithChild()
        window.transition(to: landscape)
        #expect(window.traitCollection == landscape)
        #expect(window.frame == Rect(x: 0, y: 0, width: 160, height: 12))
        #expect(root.view.frame == window.bounds)

        window.transition(to: landscape.rotated)
        window.loop.runUntilIdle()
        #expect(window.frame.size == Size(width: 24, height: 80))
        #expect(root.view.frame.size == Size(width: 24, height: 80))
    }

    @Test("completions run after the layout pass that lays out the new size")
    func completionsFollowLayout() {
        let (root, _) = showRootWithChild()
        var rootNeededLayoutAtCompletion: Bool?
        window.transition(to: landscape) { rootNeededLayoutAtCompletion = root.view.needsLayout }
        #expect(root.view.needsLayout)
        window.loop.runTurn()
        #expect(rootNeededLayoutAtCompletion == false)
    }

    @Test("the async variant returns once the completions have run")
    func awaitingTheTransition() async {
        _ = showRootWithChild()
        await window.transition(to: landscape)
        #expect(Array(log.take().suffix(2)) == ["root.completion", "child.completion"])
    }

    @Test("a transition to the current traits calls nothing and completes at once")
    func unchangedTraits() {
        _ = showRootWithChild()
        var completed = false
        window.transition(to: .portrait) { completed = true }
        #expect(completed)
        #expect(log.take() == [])
    }

    @Test("the coordinator refuses blocks once the animations have run")
    func lateRegistration() {
        let root = LateRegistrationController()
        window.rootViewController = root
        window.transition(to: landscape)
        #expect(root.accepted == false)
    }
}

/// Tries to register on the coordinator from inside an alongside animation.
private final class LateRegistrationController: ViewController {
    private(set) var accepted: Bool?

    override func willTransition(to newTraits: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newTraits, with: coordinator)
        coordinator.animate(alongsideTransition: { [self] _ in
            accepted = coordinator.animate(alongsideTransition: { _ in }, completion: nil)
        })
    }
}
