import Foundation

/// Stand-in for UIKit's `UIViewController`: manages one view and its place in a screen, with
/// UIKit's lifecycle: lazy loading, appearance callbacks, child containment, presentation,
/// and size and trait changes.
///
/// Override the lifecycle methods to react, and call `super` as UIKit asks: the default
/// `willTransition(to:with:)` and `viewWillTransition(to:with:)` forward to the children. The
/// order matches UIKit's:
///
/// - ``view`` is created on first access: ``loadView()`` then ``viewDidLoad()``.
/// - Appearing: ``viewWillAppear(_:)`` now, ``viewDidAppear(_:)`` once the change is on
///   screen, after the window's next layout pass. Disappearing mirrors it. A parent's callback
///   comes before its children's, and only children whose views are inside the parent's view
///   get them. The window, ``UINavigationController`` and presentation send them; a custom
///   container that adds a child's view to a view on screen sends them with
///   ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` (UIKit
///   forwards them when the child's view enters the window; the stand-in does not).
/// - ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()`` come around every
///   `layoutSubviews()` of the root view.
/// - The controller's traits are those of the window its tree is shown in, through its
///   parent or presenting controller; outside a window, a collection that specifies none.
///   ``traitCollectionDidChange(_:)`` reaches every controller whose traits changed, parents
///   first.
@MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    private var loadedView: UIView?
    private var appearance = ViewControllerAppearance.disappeared
    private lazy var navigationItemStorage = UINavigationItem(standInTitle: title)

    /// The window this controller is the root view controller of.
    weak var rootOfWindow: UIWindow?
    /// The controller this one presented, which it keeps.
    var presentedStorage: UIViewController?
    /// The controller that presented this one.
    weak var presentingStorage: UIViewController?

    /// Creates a controller whose view is not loaded yet.
    ///
    /// The stand-in loads no nibs: `nibNameOrNil` must be `nil` (override ``loadView()`` to
    /// make the view), and `nibBundleOrNil` is not used.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        precondition(nibNameOrNil == nil, "the UIKit stand-in loads no nibs")
        super.init()
    }

    /// Creates a controller whose view is not loaded yet, as `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The stand-in decodes no view controllers.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The view

    /// The controller's root view, loaded on first access with ``loadView()`` and
    /// ``viewDidLoad()``; `loadView()` assigns it. Assigning `nil` releases it, so the next
    /// access loads it again.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            guard loadedView != nil else {
                preconditionFailure("\(type(of: self)).loadView() must assign view")
            }
            viewDidLoad()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether ``view`` has been loaded. Reading it never loads the view.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now unless it already is.
    open func loadViewIfNeeded() {
        _ = view
    }

    /// Creates the view and assigns it to ``view``. The default assigns a plain ``UIView``;
    /// overrides assign their own and do not call `super`. Never call it directly.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Called once the view is loaded, after ``loadView()``.
    open func viewDidLoad() {}

    /// A name for the screen, which containers show. Setting it sets the
    /// ``navigationItem``'s title too, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// What a navigation bar shows for this controller, made on first access.
    open var navigationItem: UINavigationItem { navigationItemStorage }

    // MARK: Appearance

    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared: after the layout pass that put it on screen.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts an appearance change: sends ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``,
    /// then does the same for the children whose views are inside this view.
    ///
    /// A call that would not change the state (appearing while already appearing or
    /// appeared) does nothing, so each `will` is matched by exactly one `did`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearance, isAppearing) {
        case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false):
            return
        case (_, true):
            appearance = .appearing(animated: animated)
            viewWillAppear(animated)
        case (_, false):
            appearance = .disappearing(animated: animated)
            viewWillDisappear(animated)
        }
        for child in childrenInView {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Finishes the change ``beginAppearanceTransition(_:animated:)`` started: sends
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``, then does the same for the children
    /// whose views are inside this view. Does nothing when no change is in progress.
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing(let animated):
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing(let animated):
            appearance = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in childrenInView {
            child.endAppearanceTransition()
        }
    }

    /// Whether the view is appearing or on screen: containers only animate changes then.
    var isAppearingOrAppeared: Bool { appearance.isAppearingOrAppeared }

    /// The children UIKit forwards appearance callbacks to: those whose views are inside this
    /// controller's view.
    private var childrenInView: [UIViewController] {
        guard let loadedView else { return [] }
        return children.filter { child in
            var view = child.loadedView
            while let inner = view, inner !== loadedView { view = inner.superview }
            return view != nil
        }
    }

    // MARK: Layout

    /// Called before the root view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view's `layoutSubviews()`, before its subviews are laid out.
    open func viewDidLayoutSubviews() {}

    // MARK: Containment

    /// The controller that contains this one.
    open private(set) weak var parent: UIViewController?

    /// The controllers contained in this one, in the order they were added.
    open private(set) var children: [UIViewController] = []

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        (parent as? UINavigationController) ?? parent?.navigationController
    }

    /// Makes `childController` a child of this controller, taking it from its previous parent.
    /// Calls `childController.willMove(toParent: self)`; as in UIKit, the caller then adds the
    /// child's view and calls `childController.didMove(toParent: self)`.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.changingTraitSource {
            children.append(childController)
            childController.parent = self
        }
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; as in
    /// UIKit, the caller first calls `willMove(toParent: nil)` and removes the view.
    open func removeFromParent() {
        guard let parent else { return }
        changingTraitSource {
            parent.children.removeAll { $0 === self }
            self.parent = nil
        }
        didMove(toParent: nil)
    }

    /// Called before the controller is added to `parent`, or removed from its parent (`nil`).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to `parent`, or removed from its parent (`nil`).
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// The controller presented by this one or by its nearest ancestor that presents one.
    open var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The controller that presented this one or its nearest presented ancestor.
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// Presents `viewControllerToPresent` full screen, as UIKit's `.fullScreen` style does on
    /// a phone.
    ///
    /// The presenting controller is this controller's topmost ancestor (the one whose view
    /// fills the window). In UIKit's order:
    ///
    /// 1. The presented controller gets the presenting controller's traits; its view loads,
    ///    fills the window and is added on top of the window's views.
    /// 2. The presenting controller's `viewWillDisappear(_:)`, then the presented one's
    ///    `viewWillAppear(_:)` (each followed by its children's).
    /// 3. After the window's next layout pass: the presenting controller's view leaves the
    ///    window, its `viewDidDisappear(_:)`, the presented one's `viewDidAppear(_:)`, then
    ///    `completion`.
    ///
    /// As in UIKit, presenting while the presenting controller already presents one, or
    /// from a controller outside a window, presents nothing (UIKit logs a warning) and
    /// `completion` does not run. Presenting a controller that has a parent or is presented
    /// already raises `NSInvalidArgumentException`. `modalPresentationStyle` is not there:
    /// every presentation is full screen.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentFullScreen(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what the presentation context of this controller presented, with everything
    /// presented above it; when it presented nothing, the context itself is dismissed.
    ///
    /// In UIKit's order: the presenting controller's view returns below the top presented
    /// one; the top's `viewWillDisappear(_:)`, the presenting controller's
    /// `viewWillAppear(_:)`; after the next layout pass the presented views leave the window,
    /// the top's `viewDidDisappear(_:)`, the presenting controller's `viewDidAppear(_:)`, the
    /// dismissed controllers lose their traits, then `completion`. Controllers between the
    /// two were off screen already and get no callbacks. With nothing to dismiss, nothing
    /// happens and `completion` does not run.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissPresentation(animated: flag, completion: completion)
    }

    // MARK: Traits and sizes

    /// The traits of the window the controller's tree is shown in, through its parent or
    /// presenting controller; outside a window, a collection that specifies none.
    open var traitCollection: UITraitCollection {
        parent?.traitCollection ?? presentingStorage?.traitCollection ?? rootOfWindow?.traitCollection
            ?? UITraitCollection()
    }

    /// Called after ``traitCollection`` changed, with the traits it had before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the traits change to `newCollection`, while ``traitCollection`` still
    /// holds the old ones. The default forwards the call to the children; call `super`.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// Called before the view's size changes to `size`, while it still has the old one. The
    /// default forwards the call to each child with the size
    /// ``size(forChildContentContainer:withParentContainerSize:)`` gives it, unless the child's
    /// view has that size already; call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            guard child.loadedView?.bounds.size != childSize else { continue }
            child.viewWillTransition(to: childSize, with: coordinator)
        }
    }

    /// The size a child gets when this controller's view becomes `parentSize`; the default
    /// gives it `parentSize`.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// The size the controller's content would like to have; setting it tells the parent.
    open var preferredContentSize = CGSize.zero {
        didSet { parent?.preferredContentSizeDidChange(forChildContentContainer: self) }
    }

    /// Called when a child's ``preferredContentSize`` changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
}
