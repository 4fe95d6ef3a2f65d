/// A container that shows the top of a stack of controllers, like `UINavigationController`.
///
/// Every controller in the stack is a child; only the top one's view is inside the navigation
/// controller's view, sized to fill it. While the navigation controller is off screen, pushes
/// and pops only change the stack: its next ``viewWillAppear(_:)`` shows the top.
///
/// On screen, a push runs in UIKit's order:
///
/// 1. `pushed.willMove(toParent: self)`
/// 2. `pushed.loadView()` and `pushed.viewDidLoad()`, if its view is not loaded yet
/// 3. `previousTop.viewWillDisappear(_:)`, then `pushed.viewWillAppear(_:)`; the views swap
/// 4. after the window's next layout pass (where UIKit's animation ends):
///    `previousTop.viewDidDisappear(_:)`, `pushed.viewDidAppear(_:)`,
///    `pushed.didMove(toParent: self)`, then the completion
///
/// A pop mirrors it: `popped.willMove(toParent: nil)`, `popped.viewWillDisappear(_:)`,
/// `revealed.viewWillAppear(_:)`; then `popped.viewDidDisappear(_:)`,
/// `revealed.viewDidAppear(_:)`, `popped.didMove(toParent: nil)` and the completion.
@MainActor
open class NavigationController: ViewController {
    /// The stack, bottom first: the root controller, then each pushed one.
    public private(set) var viewControllers: [ViewController] = []

    /// The controller on top of the stack, the one shown.
    public var topViewController: ViewController? { viewControllers.last }

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        addChild(rootViewController)
        viewControllers = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    /// Assigns a view that keeps the shown controller's view filling it.
    override open func loadView() {
        view = ContainerView()
    }

    /// Shows the top controller's view before the appearance callbacks reach it, so it is the
    /// child that gets them. Subclasses must call `super`.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showTopView()
    }

    /// Pushes `viewController` onto the stack and shows it; `completion` runs once the
    /// transition has ended (at once when the navigation controller is off screen).
    ///
    /// - Precondition: `viewController` is not in the stack already, as UIKit demands.
    public func pushViewController(
        _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        precondition(
            !viewControllers.contains { $0 === viewController },
            "pushing a view controller that is already in the navigation stack")
        let previousTop = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        replaceShownController(previousTop, with: viewController, animated: animated) {
            viewController.didMove(toParent: self)
            completion?()
        }
    }

    /// Pops the top controller and shows the one below; `completion` runs once the transition
    /// has ended (at once when the navigation controller is off screen).
    ///
    /// Returns the popped controller, or `nil` without doing anything (nor calling
    /// `completion`) when the stack holds only its root.
    @discardableResult
    public func popViewController(animated: Bool, completion: (@MainActor () -> Void)? = nil) -> ViewController? {
        guard viewControllers.count > 1, let popped = viewControllers.popLast(), let revealed = topViewController
        else { return nil }
        popped.willMove(toParent: nil)
        replaceShownController(popped, with: revealed, animated: animated) {
            popped.removeFromParent()
            completion?()
        }
        return popped
    }

    /// Swaps the shown controller, sending the appearance callbacks when on screen; `finish`
    /// runs after the `did` callbacks.
    private func replaceShownController(
        _ outgoing: ViewController?, with incoming: ViewController, animated: Bool,
        finish: @escaping @MainActor () -> Void
    ) {
        guard isAppearingOrAppeared else {
            finish()
            return
        }
        incoming.loadViewIfNeeded()
        outgoing?.beginAppearanceTransition(false, animated: animated)
        incoming.beginAppearanceTransition(true, animated: animated)
        showTopView()
        let end: @MainActor () -> Void = {
            outgoing?.endAppearanceTransition()
            incoming.endAppearanceTransition()
            finish()
        }
        if let window {
            window.performAfterNextLayoutPass(end)
        } else {
            end()
        }
    }

    /// Makes the top controller's view the only subview, sized to fill the container.
    private func showTopView() {
        guard let top = topViewController else { return }
        for subview in view.subviews where subview !== top.view {
            subview.removeFromSuperview()
        }
        guard top.view.superview !== view else { return }
        top.view.frame = view.bounds
        view.addSubview(top.view)
    }
}
