import Foundation

/// Stand-in for UIKit's `UIWindow`: the root of a view hierarchy, laid out once per turn of
/// its run loop.
///
/// As in UIKit, a window is hidden until shown (``makeKeyAndVisible()``, or `isHidden = false`):
/// a person touches nothing in a hidden window, which the stand-in lays out all the same. A
/// window's run loop stands for its app: of the windows on one loop, one at a time is the key
/// window.
@MainActor
open class UIWindow: UIView {
    /// The loop that lays this window out and runs its views' animations. Not UIKit API.
    public let standInRunLoop: StandInRunLoop

    /// Whether the window is the key window of its run loop's windows: the last one made key.
    open var isKeyWindow: Bool { standInRunLoop.keyWindow === self }

    /// Creates a hidden window with a run loop of its own.
    public override init(frame: CGRect) {
        standInRunLoop = StandInRunLoop()
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window laid out by `standInRunLoop`. Not UIKit API.
    public init(frame: CGRect, standInRunLoop: StandInRunLoop) {
        self.standInRunLoop = standInRunLoop
        super.init(frame: frame)
        isHidden = true
    }

    /// The stand-in decodes no windows.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var window: UIWindow? { self }

    /// Asks for a layout pass, telling the run loop even when one is already due: a window is
    /// in no other window that could have been told.
    open override func setNeedsLayout() {
        super.setNeedsLayout()
        standInRunLoop.windowNeedsLayout(self)
    }

    /// The controller whose view fills the window.
    ///
    /// Setting it runs UIKit's sequence. The previous root gets `viewWillDisappear(_:)`, its
    /// view leaves the window, it gets `viewDidDisappear(_:)` and loses the window's traits.
    /// The new root gets the window's traits (`traitCollectionDidChange(_:)`), its view loads
    /// (`loadView()`, `viewDidLoad()`), fills the window's bounds and is added (its views get
    /// `traitCollectionDidChange(_:)`); the root gets `viewWillAppear(_:)` at once and
    /// `viewDidAppear(_:)` after the window's next layout pass, which puts it on screen.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            rootViewControllerDidChange(from: oldValue)
        }
    }

    /// The traits ``standInTransition(to:traitCollection:completion:)`` laid over those the
    /// window derives from its size.
    var transitionTraits: UITraitCollection?

    /// The traits the window's views and controllers are shown in: see
    /// ``standInTraits(for:)`` for how the stand-in derives them from the window's size, and
    /// ``standInTransition(to:traitCollection:completion:)`` for how to change them.
    open override var traitCollection: UITraitCollection {
        traits(for: bounds.size, laidOver: transitionTraits)
    }

    /// The window's frame. A new size resizes the root and presented controllers' views to
    /// fill the window, and, where the traits derived from it differ, sends
    /// `traitCollectionDidChange(_:)` to the controllers and views (without the coordinator of
    /// ``standInTransition(to:traitCollection:completion:)``).
    open override var frame: CGRect {
        get { super.frame }
        set {
            changeEnvironment(layingOver: transitionTraits) { super.frame = newValue }
        }
    }

    /// The window's bounds; a new size does what a new ``frame`` size does.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            changeEnvironment(layingOver: transitionTraits) { super.bounds = newValue }
        }
    }

    /// Shows the window and makes it the key window, in place of the key window before it.
    open func makeKeyAndVisible() {
        isHidden = false
        standInRunLoop.keyWindow = self
        setNeedsLayout()
    }
}
