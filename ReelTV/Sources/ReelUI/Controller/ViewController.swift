/// Manages one view and its place in a screen, with UIKit's lifecycle: lazy loading, appearance
/// callbacks, child containment and trait changes.
///
/// The runtime calls the lifecycle methods; override them to react, and call `super` as UIKit
/// asks (containers such as ``NavigationController`` rely on it). The order matches UIKit:
///
/// - ``view`` is created on first access: ``loadView()`` then ``viewDidLoad()``.
/// - Appearing: ``viewWillAppear(_:)`` now, ``viewDidAppear(_:)`` once the change is on screen
///   (after the window's next layout pass). Disappearing mirrors it. A parent's callback comes
///   before its children's, and only children whose views are inside the parent's view get
///   them.
/// - Trait changes (see ``Window/transition(to:completion:)``): ``willTransition(to:with:)``
///   while ``traitCollection`` is still the old one, then ``traitCollectionDidChange(_:)``, each
///   sent to the whole controller tree, parent before children.
@MainActor
open class ViewController {
    /// Where the controller is in its appearance cycle. The animation flag waits for the
    /// matching `did` callback.
    private enum Appearance {
        case disappeared
        case appearing(animated: Bool)
        case appeared
        case disappearing(animated: Bool)
    }

    /// A name for the screen, shown by containers and useful in logs.
    public var title: String?

    /// The controller that contains this one, if any.
    public private(set) weak var parent: ViewController?

    /// The controllers contained in this one, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// The window this controller is the root of; children find the window through their parent.
    weak var hostWindow: Window?

    private var loadedView: View?
    private var appearance = Appearance.disappeared

    /// Creates a controller whose view is not loaded yet.
    public init() {}

    // MARK: View

    /// The controller's root view, loaded on first access with ``loadView()`` and
    /// ``viewDidLoad()``. ``loadView()`` assigns it.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            guard let loadedView else {
                preconditionFailure("\(type(of: self)).loadView() must assign view")
            }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether ``view`` has been loaded. Reading it never loads the view.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Loads the view now unless it already is.
    public func loadViewIfNeeded() {
        _ = view
    }

    /// Creates the view and assigns it to ``view``. The default assigns a plain ``View``;
    /// overrides assign their own and do not call `super`.
    open func loadView() {
        view = View()
    }

    /// Called once, after ``loadView()``.
    open func viewDidLoad() {}

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
    /// The window and ``NavigationController`` call it; a custom container calls it for a child
    /// whose view it adds to or removes from a visible view, as in UIKit. A call that would not
    /// change the state (appearing while already appearing or appeared) is ignored, so each
    /// `will` is matched by exactly one `did`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
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
    public func endAppearanceTransition() {
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

    /// Whether the view is appearing or on screen: a container only animates changes then.
    var isAppearingOrAppeared: Bool {
        switch appearance {
        case .appearing, .appeared: true
        case .disappearing, .disappeared: false
        }
    }

    /// The children UIKit forwards appearance callbacks to: those whose views are shown inside
    /// this controller's view.
    private var childrenInView: [ViewController] {
        guard let loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: loadedView) == true }
    }

    // MARK: Containment

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: NavigationController? {
        (parent as? NavigationController) ?? parent?.navigationController
    }

    /// Makes `child` a child of this controller, taking it from its previous parent. Calls
    /// `child.willMove(toParent: self)`; as in UIKit, the caller then adds the child's view and
    /// calls `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; as in UIKit,
    /// the caller first calls `willMove(toParent: nil)` and removes the view.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to `parent`, or removed from its parent (`nil`).
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to `parent`, or removed from its parent (`nil`).
    open func didMove(toParent parent: ViewController?) {}

    /// Calls `body` on this controller and then on every descendant, parent before children.
    func forEachInTree(_ body: (ViewController) -> Void) {
        body(self)
        for child in children {
            child.forEachInTree(body)
        }
    }

    // MARK: Traits

    /// The window the controller's tree is shown in.
    var window: Window? {
        parent?.window ?? hostWindow
    }

    /// The traits of the window the controller's tree is in; `nil` while it is in none.
    public var traitCollection: TraitCollection? {
        window?.traitCollection
    }

    /// Called after ``traitCollection`` changed, with the traits it had before.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called before the window's traits change to `newTraits`, while ``traitCollection`` still
    /// holds the old ones. Register animations to run with the change, and work to do once it
    /// ends, on `coordinator`.
    open func willTransition(to newTraits: TraitCollection, with coordinator: TransitionCoordinator) {}
}
