/// A rectangle of terminal cells in a view hierarchy, with UIKit's layout cycle.
///
/// A view is plain data plus layout: a frame in its superview's coordinates, a hidden flag and
/// subviews. Changing anything that affects layout calls ``setNeedsLayout()``, which only marks
/// the view; the window's ``MainLoop`` lays out every marked view once per turn, however many
/// changes the turn made. ``layoutIfNeeded()`` lays out at once, as in UIKit.
@MainActor
open class View {
    // What setting a label's text or hiding a view touches is stored privately, behind public
    // properties. The optimizer sees every access to a private property, so it leaves out the
    // dynamic exclusivity checks (a runtime call each) that a public stored property of a class
    // gets on every access: they were a third of a summary's `configure`. They come first, so
    // they share a cache line with the reference count that reaching a superview touches.
    private var hidden = false
    private var layoutPending = true
    private var invalidations = 0

    /// The superview, unowned rather than weak: a weak reference gives the superview a side
    /// table, which sends every retain and release of it down the runtime's slow path. The
    /// superview keeps its subviews, and its deinit clears this before it goes, so a subview
    /// that outlives it never reads a dead view.
    private unowned var parent: View?

    /// The view's rectangle in its superview's coordinates. A change of size marks the view
    /// as needing layout.
    public var frame: Rect {
        didSet {
            if frame.size != oldValue.size { setNeedsLayout() }
        }
    }

    /// The view's own rectangle: its frame's size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// Whether the view and its subviews are left out of drawing and of stack layouts. A change
    /// marks the superview as needing layout, since stack views give hidden views no space.
    public var isHidden: Bool {
        get { hidden }
        set {
            let changed = newValue != hidden
            hidden = newValue
            if changed { parent?.setNeedsLayout() }
        }
    }

    /// A name for tests, scripts and text dumps, like UIKit's `accessibilityIdentifier`.
    public var identifier: String?

    /// The views inside this one, back to front.
    public var subviews: [View] {
        closeVacancies()
        return subviewList
    }

    /// The subviews, with ``vacancy`` where views left since the last read of ``subviews``.
    ///
    /// A view that leaves puts ``vacancy`` in its place, at its ``slot``, and the next read
    /// drops every vacancy in one pass: a collection view handing n of its cells to the reuse
    /// queue one by one used to search its subviews for each, which took minutes for 30,000
    /// cells. The view itself is let go of at once, as before.
    private var subviewList: [View] = []
    /// How many vacancies ``subviewList`` holds.
    private var vacancyCount = 0
    /// The view's index in its superview's ``subviewList``.
    private var slot = 0
    /// What ``subviewList`` holds where a view left: never anyone's subview, never shown.
    private static let vacancy = View(vacancy: ())

    /// The view this one is inside.
    public var superview: View? { parent }

    /// The window the view is in, if any.
    public private(set) weak var window: Window?

    /// Where a window keeps its focused view (see `Window.focusedView`); other views leave it
    /// `nil`. It lives here because a window's extensions cannot store it.
    weak var focusedDescendant: View?

    /// Whether the view waits for a layout pass.
    public var needsLayout: Bool { layoutPending }

    /// How many times ``layoutSubviews()`` ran on this view: for tests and benchmarks.
    public private(set) var layoutCount = 0

    /// How many times ``setNeedsLayout()`` was called on this view, whether or not it was
    /// already marked: how much layout work a change asked for, for tests and benchmarks.
    public var layoutInvalidationCount: Int { invalidations }

    /// Whether a window has counted the view among the views created for it (see
    /// ``WindowCounters/viewsCreated``): only the first window it joins does.
    var isCountedByWindow = false

    /// Creates a view with `frame`.
    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    /// Creates ``vacancy``, which never joins a window.
    private init(vacancy: ()) {
        frame = .zero
    }

    // Isolated, so it runs on the main actor, where every other access to `parent` happens.
    isolated deinit {
        for subview in subviewList where subview !== View.vacancy { subview.parent = nil }
    }

    // MARK: Hierarchy

    /// Adds `view` in front of the other subviews, removing it from its previous superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index`, removing it from its previous superview.
    public func insertSubview(_ view: View, at index: Int) {
        if view.parent === self {
            closeVacancies()
            let current = view.slot
            let target = min(index, subviewList.count - 1)
            subviewList.remove(at: current)
            subviewList.insert(view, at: target)
            renumberSlots(from: min(current, target), to: max(current, target) + 1)
            return
        }
        view.removeFromSuperview()
        closeVacancies()
        let target = min(index, subviewList.count)
        subviewList.insert(view, at: target)
        renumberSlots(from: target, to: subviewList.count)
        view.parent = self
        view.moveToWindow(window)
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Takes the view out of its superview (and so out of its window).
    public func removeFromSuperview() {
        guard let superview = parent else { return }
        superview.willRemoveSubview(self)
        superview.subviewList[slot] = View.vacancy
        superview.vacancyCount += 1
        parent = nil
        moveToWindow(nil)
        didMoveToSuperview()
        superview.setNeedsLayout()
    }

    /// Drops the vacancies from ``subviewList`` and gives the views after them their new slots.
    private func closeVacancies() {
        guard vacancyCount > 0 else { return }
        vacancyCount = 0
        subviewList.removeAll { $0 === View.vacancy }
        renumberSlots(from: 0, to: subviewList.count)
    }

    private func renumberSlots(from start: Int, to end: Int) {
        for index in start..<end { subviewList[index].slot = index }
    }

    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Called after the view got a new superview (or lost it).
    open func didMoveToSuperview() {}

    /// Called after `subview` joined this view (not when it only moved among the subviews), like
    /// UIKit's `didAddSubview(_:)`; with ``willRemoveSubview(_:)``, a view can count the changes.
    open func didAddSubview(_ subview: View) {}

    /// Called before `subview` leaves this view, however it is taken out; containers that keep
    /// their own list of subviews (stack views) drop it here.
    open func willRemoveSubview(_ subview: View) {}

    /// Called after the view entered a window (or left it).
    open func didMoveToWindow() {}

    /// Sets the window of the whole subtree; a window passes itself.
    func moveToWindow(_ newWindow: Window?) {
        guard window !== newWindow else { return }
        window = newWindow
        if let newWindow, !isCountedByWindow {
            isCountedByWindow = true
            newWindow.counters.viewsCreated += 1
        }
        for subview in subviews { subview.moveToWindow(newWindow) }
        if layoutPending, let newWindow { newWindow.loop.windowNeedsLayout(newWindow) }
        didMoveToWindow()
    }

    // MARK: Layout

    /// Marks the view as needing layout; the window's next layout pass lays it out.
    public func setNeedsLayout() {
        invalidations += 1
        // A marked view's window is already waiting for a layout pass (it is registered when
        // the view is marked, or when a marked view enters it), so marking it again is free.
        guard !layoutPending else { return }
        layoutPending = true
        if let window { window.loop.windowNeedsLayout(window) }
    }

    /// Lays out the view now if it is marked, then does the same for its visible subviews.
    ///
    /// What ``layoutSubviews()`` changes on the view itself (adding or removing subviews) is
    /// part of this layout, so it does not mark the view for another pass.
    public func layoutIfNeeded() {
        if layoutPending {
            layoutCount += 1
            layoutSubviews()
            layoutPending = false
        }
        for subview in subviews where !subview.hidden {
            subview.layoutIfNeeded()
        }
    }

    /// Whether the view or a visible descendant waits for layout. Hidden views are laid out
    /// when they are shown again, since showing a view marks its superview.
    var hasPendingLayout: Bool {
        layoutPending || subviews.contains { !$0.hidden && $0.hasPendingLayout }
    }

    /// Positions the subviews. The default does nothing; containers override it.
    open func layoutSubviews() {}

    /// The size the view would like within `proposal`; self-sizing cells and stack views ask
    /// it. The default is the current size.
    open func sizeThatFits(_ proposal: Size) -> Size {
        frame.size
    }

    // MARK: Drawing

    /// The part of the view's own coordinate space that it shows, where subviews are placed:
    /// its bounds, except in a ``ScrollView``, which shows the part of its content it is
    /// scrolled to. Drawing puts a subview at its frame's position relative to this origin.
    open var visibleRect: Rect { bounds }

    /// Draws the view's own content (not its subviews) into `canvas`, its top-left cell at
    /// `origin`; the canvas's clip rectangle already keeps it inside the view and its ancestors.
    /// The default draws nothing, leaving what the views behind it drew.
    open func draw(in canvas: inout TextCanvas, at origin: Point) {}
}
