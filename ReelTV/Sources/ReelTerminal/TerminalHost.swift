import ReelUI

/// The app behind a terminal front end: what the commands that mean something only to the app
/// do. ``InteractiveRunner`` and ``ScriptRunner`` call it; each method returns once what it
/// started has finished (a transition ended), and the runner settles the window's loop after it.
@MainActor
package protocol TerminalHost {
    /// Shows the app's first screen in `window` (`appear` in a script, the start of an
    /// interactive session), typically by setting the root view controller.
    ///
    /// - Throws: ``ReelUI/IncompleteScreen`` when the screen did not settle (see
    ///   ``wait(milliseconds:in:)``).
    func appear(in window: Window) async throws(IncompleteScreen)

    /// Turns the screen a quarter (`r`, `rotate`). The default transitions `window` to its
    /// rotated traits: width and height swapped, the other orientation.
    func rotate(_ window: Window) async

    /// Goes back one screen (`b`, `back`). The default pops the root navigation controller,
    /// if the root is one and holds more than one screen.
    func back(in window: Window) async

    /// Lets `milliseconds` pass (`wait MS` in a script), so that work the app started
    /// (a simulated fetch) can finish. The default sleeps that long, then settles the loop.
    ///
    /// - Throws: ``ReelUI/IncompleteScreen`` when the screen did not settle: the script fails
    ///   at this line instead of printing a snapshot that depends on timing.
    func wait(milliseconds: Int, in window: Window) async throws(IncompleteScreen)
}

extension TerminalHost {
    /// Transitions `window` to ``ReelUI/TraitCollection/rotated`` and waits for the end.
    package func rotate(_ window: Window) async {
        await window.transition(to: window.traitCollection.rotated)
    }

    /// Pops the top screen of the window's navigation controller (the root, or the first one
    /// inside it), if there is one to go back from.
    package func back(in window: Window) async {
        guard let root = window.rootViewController, let navigation = Self.navigationController(in: root) else { return }
        await withCheckedContinuation { continuation in
            // A stack holding only its root pops nothing and never calls the completion.
            if navigation.popViewController(animated: false, completion: { continuation.resume() }) == nil {
                continuation.resume()
            }
        }
    }

    /// Sleeps `milliseconds`, then settles the window's loop.
    package func wait(milliseconds: Int, in window: Window) async throws(IncompleteScreen) {
        try? await Task.sleep(for: .milliseconds(milliseconds))
        await window.loop.settle()
    }

    /// `controller` if it is a navigation controller, else the first one among its children,
    /// depth first: an app's root may be a container around its navigation stack.
    private static func navigationController(in controller: ViewController) -> NavigationController? {
        (controller as? NavigationController) ?? controller.children.lazy.compactMap(navigationController(in:)).first
    }
}
