import Foundation
import ReelDataSourceUIKit
import ReelTerminal
import Testing

/// A terminal's window: an iPhone's traits for the terminal's shape, rotations that swap the
/// screen's physical sides, and going back through the app's navigation stack.
@MainActor @Suite struct TerminalWindowTests {
    @Test("a terminal at least twice as wide as tall is landscape; the window is shown and key")
    func traitsFollowTheTerminalsShape() {
        let portrait = UIWindow(terminalSize: CGSize(width: 40, height: 24))
        #expect(portrait.traitCollection.horizontalSizeClass == .compact)
        #expect(portrait.traitCollection.verticalSizeClass == .regular)
        #expect(portrait.terminalDescription == "portrait 40×24")
        #expect(!portrait.isHidden && portrait.isKeyWindow)
        let landscape = UIWindow(terminalSize: CGSize(width: 80, height: 24))
        #expect(landscape.traitCollection.verticalSizeClass == .compact)
        #expect(landscape.terminalDescription == "landscape 80×24")
        let chosen = UIWindow(terminalSize: CGSize(width: 80, height: 24), isLandscape: false)
        #expect(chosen.terminalDescription == "portrait 80×24", "an orientation given wins over the shape")
    }

    @Test("rotating turns rows into twice as many columns and back, telling the controllers")
    func rotation() async {
        let window = UIWindow(terminalSize: CGSize(width: 40, height: 24))
        let controller = SizeRecordingViewController()
        window.rootViewController = controller
        await window.standInRunLoop.settle()
        await window.rotateTerminal()
        #expect(window.terminalDescription == "landscape 48×20")
        #expect(controller.view.bounds.size == CGSize(width: 48, height: 20))
        await window.rotateTerminal()
        #expect(window.terminalDescription == "portrait 40×24")
        #expect(controller.sizes == [CGSize(width: 48, height: 20), CGSize(width: 40, height: 24)])
        await window.fitTerminal(of: CGSize(width: 30, height: 24))
        #expect(window.terminalDescription == "portrait 30×24")
        #expect(controller.sizes.last == CGSize(width: 30, height: 24), "a new size in the same orientation is a transition too")
    }

    @Test("back pops the navigation stack inside the root, down to its root and no further")
    func backPops() async throws {
        let window = UIWindow(terminalSize: CGSize(width: 20, height: 4))
        let menu = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: menu)
        navigation.pushViewController(detail, animated: false)
        let container = UIViewController()
        container.addChild(navigation)
        container.view.addSubview(navigation.view)
        navigation.didMove(toParent: container)
        window.rootViewController = container
        await window.standInRunLoop.settle()
        let host = PlainHost()
        await host.back(in: window)
        #expect(navigation.viewControllers == [menu])
        #expect(window.standInRunLoop.isIdle)
        await host.back(in: window)
        #expect(navigation.viewControllers == [menu])
    }
}

/// A host with every default: `appear` does nothing.
@MainActor
private struct PlainHost: TerminalHost {
    func appear(in window: UIWindow) async {}
}

/// A controller that records the sizes it is told it transitions to.
private final class SizeRecordingViewController: UIViewController {
    private(set) var sizes: [CGSize] = []

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
    }
}
