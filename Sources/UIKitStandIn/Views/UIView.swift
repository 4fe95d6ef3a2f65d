import Foundation

/// Stand-in for UIKit's `UIView`: a frame, a place in a view hierarchy under a window, and
/// layout on demand.
///
/// As in UIKit, ``setNeedsLayout()`` asks for ``layoutSubviews()`` at the next layout pass of
/// the view's window, which runs once per turn of the window's run loop, and
/// ``layoutIfNeeded()`` lays out at once. A view outside a window is laid out only when asked.
@MainActor
open class UIView: UIResponder {
    // What setting a label's text or hiding a view touches is stored privately, behind the open
    // properties: the optimizer sees every access to a private property, so it leaves out the
    // dynamic exclusivity checks (a runtime call each) that an open stored property gets. They
    // come first, so they share a cache line with the reference count that reaching a view
    // touches: configuring a list's cells reaches many views once each.

    /// The superview, unowned rather than weak: a weak reference gives the superview a side
    /// table, which sends every retain and release of it down the runtime's slow path. The
    /// superview keeps its subviews, and its deinit clears this before it goes, so a subview
    /// that outlives it never reads a dead view.
    nonisolated(unsafe) private unowned(unsafe) var superviewStorage: UIView?
    private var hiddenStorage = false
    /// Whether ``layoutSubviews()`` is due.
    private var needsLayout = true
    /// Whether the superview is a stack view laying this view out (one of its arranged views).
    var isArrangedBySuperview = false
    /// Whether the view has been in a window: its run loop counted it when it first joined one.
    private var hasJoinedWindow = false
    /// Whether the view told its superview its intrinsic content size changed, and nothing has
    /// measured the view or laid it out since: telling it again would change nothing, as the
    /// superview's layout is still due and its sizes still forgotten.
    var hasReportedIntrinsicSizeChange = false

    /// The view's frame in its superview's coordinates.
    open var frame: CGRect {
        get { CGRect(origin: origin, size: boundsStorage.size) }
        set {
            origin = newValue.origin
            resize(to: newValue.size)
        }
    }

    /// The view's own coordinates: its size, and the point of its content at its top-left
    /// corner (a scroll view's content offset).
    open var bounds: CGRect {
        get { boundsStorage }
        set {
            let moved = newValue.origin != boundsStorage.origin
            boundsStorage.origin = newValue.origin
            resize(to: newValue.size)
            if moved { boundsOriginDidChange() }
        }
    }

    /// Whether the view is hidden. As in UIKit, a person cannot touch a hidden view or the views
    /// it holds (the stand-in's `standIn…` person actions respect it); the stand-in draws nothing
    /// either way, and lays hidden views out like the others, except that a stack view gives a
    /// hidden arranged view no room.
    open var isHidden: Bool {
        get { hiddenStorage }
        set {
            guard newValue != hiddenStorage else { return }
            hiddenStorage = newValue
            superview?.subviewVisibilityDidChange(self)
        }
    }

    /// The view holding this one.
    open internal(set) var superview: UIView? {
        get { superviewStorage }
        set { superviewStorage = newValue }
    }

    /// The views this one holds, back to front.
    open internal(set) var subviews: [UIView] = []

    /// The view's background colour; `nil`, the default, is transparent. Accepted but not drawn
    /// by the stand-in: a renderer reads it.
    open var backgroundColor: UIColor? {
        get { rarelyChanged?.backgroundColor }
        set { rarelyChangedForWriting.backgroundColor = newValue }
    }

    /// The view's opacity, 1 by default. As in UIKit, a person cannot touch a view whose alpha
    /// is below 0.01, or the views it holds; otherwise accepted but not drawn: a renderer reads it.
    open var alpha: CGFloat {
        get { rarelyChanged?.alpha ?? 1 }
        set { rarelyChangedForWriting.alpha = newValue }
    }

    /// Whether touches reach the view and the views it holds; `true` by default (`false` for
    /// labels and image views, as in UIKit). The stand-in's `standIn…` person actions respect it.
    open var isUserInteractionEnabled = true

    /// Whether the view's subviews are clipped to its bounds. Accepted but not drawn: a renderer
    /// reads it.
    open var clipsToBounds: Bool {
        get { rarelyChanged?.clipsToBounds ?? false }
        set { rarelyChangedForWriting.clipsToBounds = newValue }
    }

    /// A number that finds the view through ``viewWithTag(_:)``; 0 by default.
    open var tag: Int {
        get { rarelyChanged?.tag ?? 0 }
        set { rarelyChangedForWriting.tag = newValue }
    }

    /// A string that identifies the view to tests and tools (``UIAccessibilityIdentification``).
    open var accessibilityIdentifier: String? {
        get { rarelyChanged?.accessibilityIdentifier }
        set { rarelyChangedForWriting.accessibilityIdentifier = newValue }
    }

    /// How the view's content fills its bounds. Accepted but not drawn: a renderer reads it.
    open var contentMode: UIView.ContentMode {
        get { rarelyChanged?.contentMode ?? .scaleToFill }
        set { rarelyChangedForWriting.contentMode = newValue }
    }

    /// The tint colour set on this view itself; `nil` inherits the superview's.
    var tintColorStorage: UIColor? {
        get { rarelyChanged?.tintColor }
        set { rarelyChangedForWriting.tintColor = newValue }
    }

    /// The window the view is in, through its superviews.
    open var window: UIWindow? {
        var root = self
        while let superview = root.superviewStorage { root = superview }
        return root as? UIWindow
    }

    private var origin = CGPoint.zero
    private var boundsStorage = CGRect.zero
    /// What most views never change, apart (see ``RarelyChangedViewState``); made when first set.
    private var rarelyChanged: RarelyChangedViewState?

    /// The reuse identifier a list gave the view when it made it.
    var reuseIdentifierStorage: String? {
        get { rarelyChanged?.reuseIdentifier }
        set { rarelyChangedForWriting.reuseIdentifier = newValue }
    }
    /// The reuse queue the view returns to when its list no longer shows it.
    var reuseKey: String? {
        get { rarelyChanged?.reuseKey }
        set { rarelyChangedForWriting.reuseKey = newValue }
    }
    /// The controller whose root view this is: it hears of the view's layout passes.
    var owningViewController: UIViewController? {
        get { rarelyChanged?.owningViewController }
        set { rarelyChangedForWriting.owningViewController = newValue }
    }

    /// Objects the view keeps for as long as it lives, by key: what the Objective-C runtime's
    /// associated objects (`objc_setAssociatedObject` with a retaining policy) are to a view in
    /// UIKit. The stand-in has no such runtime, so it keeps them here. Not UIKit API.
    public var standInAssociatedObjects: [String: AnyObject] {
        get { rarelyChanged?.associatedObjects ?? [:] }
        set { rarelyChangedForWriting.associatedObjects = newValue }
    }

    private var rarelyChangedForWriting: RarelyChangedViewState {
        if let rarelyChanged { return rarelyChanged }
        let state = RarelyChangedViewState()
        rarelyChanged = state
        return state
    }

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        origin = frame.origin
        boundsStorage = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// The stand-in decodes no views.
    public required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        for subview in subviews { subview.superviewStorage = nil }
    }

    /// Creates a view with a zero frame. Lists create the view classes registered with them
    /// this way (UIKit calls `init(frame:)` through the Objective-C runtime), so it is
    /// `required` here; a subclass that overrides every designated initialiser inherits it.
    public required override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: The hierarchy

    /// Adds `view` on top of the others, taking it from its previous superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let previousWindow = window
        let previousTintColor = shownTintColor
        detachFromSuperview()
        didMoveToSuperview()
        if previousWindow != nil { windowDidChange(from: previousWindow) }
        inheritedTintColorMayHaveChanged(from: previousTintColor)
    }

    /// Called after the view moved to another superview, or out of one.
    open func didMoveToSuperview() {}

    /// Called after the view moved into a window, out of one, or to another.
    open func didMoveToWindow() {}

    /// Called after `subview` was added to this view, by any of the calls that add one.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before `subview` leaves this view, for another superview or none.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called when the tint colour the view shows changed: set on it, or on the view it
    /// inherits it from, or inherited from a new superview.
    @available(iOS 7.0, *)
    open func tintColorDidChange() {}

    /// Takes the view out of its superview's subviews, telling the superview first.
    func detachFromSuperview() {
        hasReportedIntrinsicSizeChange = false
        superview?.willRemoveSubview(self)
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    func windowDidChange(from previousWindow: UIWindow?) {
        if let window, needsLayoutInSubtree { window.standInRunLoop.windowNeedsLayout(window) }
        notifyWindowChange()
        traitsDidChange(from: previousWindow?.traitCollection ?? UITraitCollection())
    }

    private func notifyWindowChange() {
        if !hasJoinedWindow, let window {
            hasJoinedWindow = true
            window.standInRunLoop.viewsJoinedCount += 1
        }
        didMoveToWindow()
        for subview in subviews { subview.notifyWindowChange() }
    }

    // MARK: Layout

    /// Asks for ``layoutSubviews()`` at the next layout pass of the view's window.
    open func setNeedsLayout() {
        // A layout already due was asked for when it became due, or when the view joined its
        // window: the window was told then, and its next layout pass reaches the view.
        guard !needsLayout else { return }
        needsLayout = true
        if let window { window.standInRunLoop.windowNeedsLayout(window) }
    }

    /// Lays out the view and its subviews now, where a layout is due.
    open func layoutIfNeeded() {
        // Laid out: the layout passes that place the view reach it here, through its superviews.
        hasReportedIntrinsicSizeChange = false
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Lays out the subviews; lists place their cells here.
    open func layoutSubviews() {}

    // MARK: Sizing

    /// The size the view would like within `size`. As in UIKit, a plain view likes the size it
    /// has; labels, image views, buttons and stack views answer from their content.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the view's content needs, on its own. A plain view has none:
    /// ``UIView/noIntrinsicMetric`` in both dimensions, as in UIKit.
    @available(iOS 6.0, *)
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Called when what `subview` would like, ``intrinsicContentSize`` or ``sizeThatFits(_:)``,
    /// changed: a plain view lays out again, a stack view passes it on.
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView) { setNeedsLayout() }

    /// Called when `subview` was hidden or shown; stack views lay out again.
    func subviewVisibilityDidChange(_ subview: UIView) {}

    /// Whether the view or one of its subviews waits for a layout pass.
    var needsLayoutInSubtree: Bool {
        needsLayout || subviews.contains { $0.needsLayoutInSubtree }
    }

    /// Called when ``bounds`` moved over the content (a scroll view scrolled).
    func boundsOriginDidChange() {}

    private func resize(to size: CGSize) {
        guard size != boundsStorage.size else { return }
        boundsStorage.size = size
        setNeedsLayout()
    }

    /// The run loop the view runs on: its window's, or ``StandInRunLoop/main``.
    var runLoop: StandInRunLoop { window?.standInRunLoop ?? .main }

    /// Called when a list hands the view out again; reusable views prepare for reuse here.
    func prepareForReuseByList() {}

    /// Called when a list selects or deselects the item the view shows; cells show it.
    func listSelectionDidChange(_ isSelected: Bool, animated: Bool) {}

    /// Whether a person can touch the view (see ``standInTouchRefusal``).
    var isTouchable: Bool { standInTouchRefusal == nil }

    // MARK: Traits

    /// The traits of the view's window; outside a window, a collection that specifies none.
    open var traitCollection: UITraitCollection { window?.traitCollection ?? UITraitCollection() }

    /// Called after ``traitCollection`` changed: when the view moved into a window, out of one
    /// or to another with other traits, or its window's traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Animation

    /// Runs `actionsWithoutAnimation` with animations disabled.
    @available(iOS 7.0, *)
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        animationsDisabled += 1
        defer { animationsDisabled -= 1 }
        actionsWithoutAnimation()
    }

    /// Whether changes animate: `false` inside ``performWithoutAnimation(_:)``.
    open class var areAnimationsEnabled: Bool { animationsDisabled == 0 }

    private static var animationsDisabled = 0
}
