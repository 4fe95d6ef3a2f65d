import Foundation

/// Stand-in for UIKit's `UINavigationController`: a container that shows the top of a stack
/// of view controllers, under a ``UINavigationBar`` showing the top controller's
/// ``UIViewController/navigationItem`` title.
///
/// Every controller in the stack is a child; only the top one's view is inside the navigation
/// controller's view, below the bar (``UINavigationBar/standInHeight`` tall, at the top) and
/// filling the rest, or all of it while ``isNavigationBarHidden``. While the navigation
/// controller is off screen, stack changes only change the stack: its next appearance shows
/// the top.
///
/// On screen, every stack change (push, pop, `setViewControllers`) runs in UIKit's order:
///
/// 1. `willMove(toParent: nil)` for each controller leaving the stack, then
///    `willMove(toParent: self)` for each one joining it.
/// 2. If the top changes: the new top's view loads; the old top's `viewWillDisappear(_:)`,
///    then the new top's `viewWillAppear(_:)`; the views swap at once.
/// 3. After the window's next layout pass (where UIKit's animation ends): the old top's
///    `viewDidDisappear(_:)`, the new top's `viewDidAppear(_:)`, then `didMove(toParent: nil)`
///    for the controllers that left (which are then released) and `didMove(toParent: self)`
///    for those that joined.
///
/// The delegate, the toolbar and the bar-hiding gestures are not there.
@MainActor
open class UINavigationController: UIViewController {
    /// The bar at the top of the view, showing the top controller's navigation item.
    public let navigationBar: UINavigationBar

    private var stack: [UIViewController] = []

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBar = Self.makeNavigationBar()
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack. The stand-in loads no nibs:
    /// `nibNameOrNil` must be `nil`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = Self.makeNavigationBar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// The stand-in decodes no navigation controllers.
    public required init?(coder: NSCoder) {
        return nil
    }

    private static func makeNavigationBar() -> UINavigationBar {
        let bar = UINavigationBar(frame: .zero)
        bar.isManagedByController = true
        return bar
    }

    // MARK: The stack

    /// The stack, bottom first: the root controller, then each pushed one. Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack, the one shown.
    open var topViewController: UIViewController? { stack.last }

    /// The controller presented over the navigation controller if there is one, else the top
    /// controller.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Replaces the stack with `viewControllers`, in the order of the type's documentation.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(with: viewControllers, animated: animated)
    }

    /// Pushes `viewController` on top of the stack and shows it. As in UIKit, pushing a
    /// controller that is in the stack already does nothing.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        replaceStack(with: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and shows the one below; returns the popped controller, or
    /// `nil` without changing anything when the stack holds only its root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops every controller above the root; returns them, bottom first, or `nil` when none
    /// were above it.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them, bottom first, or `nil` when
    /// `viewController` is not in the stack or is its top.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else {
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        replaceStack(with: Array(stack[...index]), animated: animated)
        return popped
    }

    // MARK: The bar

    /// Whether the bar is hidden; the top controller's view then fills the whole view.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; `animated` has no effect the stand-in can show.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: The view

    /// Assigns a view that places the bar and the top controller's view.
    open override func loadView() {
        let containerView = NavigationControllerView(frame: .zero)
        containerView.navigationController = self
        view = containerView
    }

    /// Shows the top controller's view before the appearance callbacks reach it, so it is
    /// the child that gets them. Subclasses call `super`.
    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing { showTopView(loadingIt: true) }
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }

    /// A child's view fills the view below the bar.
    open override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        contentFrame(in: CGRect(origin: .zero, size: parentSize)).size
    }

    /// Where the top controller's view goes in a view with `bounds`.
    func contentFrame(in bounds: CGRect) -> CGRect {
        let barHeight = isNavigationBarHidden ? 0 : UINavigationBar.standInHeight
        return CGRect(
            x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width,
            height: max(0, bounds.height - barHeight))
    }

    /// Makes the bar and the top controller's view the only subviews, the top view in place;
    /// off screen (`loadingIt` false) the top's view is shown only if it is loaded already,
    /// as UIKit loads it when it appears.
    private func showTopView(loadingIt: Bool) {
        guard let view = viewIfLoaded else { return }
        let top = loadingIt ? topViewController?.view : topViewController?.viewIfLoaded
        for subview in view.subviews where subview !== navigationBar && subview !== top {
            subview.removeFromSuperview()
        }
        if navigationBar.superview !== view { view.addSubview(navigationBar) }
        guard let top, top.superview !== view else { return }
        top.frame = contentFrame(in: view.bounds)
        view.addSubview(top)
    }

    /// Replaces the stack with `newStack`, in the order of the type's documentation.
    private func replaceStack(with newStack: [UIViewController], animated: Bool) {
        let leaving = stack.filter { old in !newStack.contains { $0 === old } }
        let joining = newStack.filter { new in !stack.contains { $0 === new } }
        let previousTop = topViewController
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in joining { addChild(controller) }
        stack = newStack
        navigationBar.replaceItems(with: newStack.map(\.navigationItem))
        let finish = {
            for controller in leaving { controller.removeFromParent() }
            for controller in joining { controller.didMove(toParent: self) }
        }
        guard let newTop = topViewController, newTop !== previousTop, isAppearingOrAppeared,
            let window = windowShowingTree
        else {
            showTopView(loadingIt: false)
            finish()
            return
        }
        newTop.loadViewIfNeeded()
        previousTop?.beginAppearanceTransition(false, animated: animated)
        newTop.beginAppearanceTransition(true, animated: animated)
        showTopView(loadingIt: true)
        window.standInRunLoop.performAfterNextLayoutPass {
            previousTop?.endAppearanceTransition()
            newTop.endAppearanceTransition()
            finish()
        }
    }
}
