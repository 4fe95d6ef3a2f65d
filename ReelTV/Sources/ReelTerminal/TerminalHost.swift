import ReelDataSourceUIKit

/// The app behind a terminal front end: what the commands that mean something only to the app
/// do. ``InteractiveRunner`` and ``ScriptRunner`` call it; each method returns once what it
/// started has finished (a transition ended), and the runner settles the window's loop after it.
@MainActor
package protocol TerminalHost {
    /// Shows the app's first screen in `window` (`appear` in a script, the start of an
    /// interactive session), typically by setting the root view controller.
    ///
    /// - Throws: ``IncompleteScreen`` when the screen did not settle (see
    ///   ``wait(milliseconds:in:)``).
    func appear(in window: UIWindow) async throws(IncompleteScreen)

    /// Turns the screen a quarter (`r`, `rotate`). The default is the window's
    /// `rotateTerminal()`: width and height swapped, the other orientation.
    func rotate(_ window: UIWindow) async

    /// Goes back one screen (`b`, `back`). The default pops the root navigation controller,
    /// if the root is one (or holds one) and holds more than one screen.
    func back(in window: UIWindow) async

    /// Lets `milliseconds` pass (`wait MS` in a script), so that work the app started
    /// (a simulated fetch) can finish. The default sleeps that long, then settles the loop.
    ///
    /// - Throws: ``IncompleteScreen`` when the screen did not settle: the script fails at this
    ///   line instead of printing a snapshot that depends on timing.
    func wait(milliseconds: Int, in window: UIWindow) async throws(IncompleteScreen)
}

extension TerminalHost {
    /// Turns `window` a quarter and waits for the transition's end.
    package func rotate(_ window: UIWindow) async {
        await window.rotateTerminal()
    }

    /// Pops the top screen of the window's navigation controller (the root, or the first one
    /// among its children, depth first), if there is one to go back from, and waits until the
    /// loop is idle: the pop's appearance callbacks have all run.
    package func back(in window: UIWindow) async {
        guard let root = window.rootViewController, let navigation = Self.navigationController(in: root),
            navigation.popViewController(animated: false) != nil
        else { return }
        await window.standInRunLoop.settle()
    }

    /// Sleeps `milliseconds`, then settles the window's loop.
    package func wait(milliseconds: Int, in window: UIWindow) async throws(IncompleteScreen) {
        try? await Task.sleep(for: .milliseconds(milliseconds))
        await window.standInRunLoop.settle()
    }

    /// `controller` if it is a navigation controller, else the first one among its children,
    /// depth first: an app's root may be a container around its navigation stack.
    private static func navigationController(in controller: UIViewController) -> UINavigationController? {
        (controller as? UINavigationController) ?? controller.children.lazy.compactMap(navigationController(in:)).first
    }
}
