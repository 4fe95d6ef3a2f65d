import Foundation

/// Stand-in for UIKit's `UIStackView`: a view that lines its arranged subviews up along an
/// axis, with frames, in place of the constraints UIKit's stack view makes.
///
/// Rules the stand-in uses in place of Auto Layout:
///
/// - An arranged view's fitting size is its ``UIView/sizeThatFits(_:)`` for the stack's length
///   along the axis (an equal share of it, for ``Distribution/fillEqually``) and its breadth
///   across it: a label of several lines wraps at the stack's breadth in a vertical stack.
/// - A view whose ``UIView/intrinsicContentSize`` has no length along the axis
///   (``UIView/noIntrinsicMetric``, as a plain view has) is flexible: its fitting length is 0,
///   and ``Distribution/fill`` gives the room left over to the last flexible view (else to the
///   last view), as a lower hugging priority would. A view with no intrinsic breadth is as broad
///   as the stack, whatever the ``alignment``.
/// - A hidden arranged view gets no length and no spacing.
/// - Frames are whole points, as UIKit rounds them on a screen of scale 1.
///
/// As in UIKit, a change of ``axis``, ``distribution``, ``alignment``, ``spacing``, the arranged
/// views, or an arranged view's intrinsic size or hidden state lays the stack out again, and
/// tells the views holding it that its own size may have changed. A stack view's
/// ``intrinsicContentSize`` is its arranged views' fitting size, so stacks nest.
/// `isLayoutMarginsRelativeArrangement`, `isBaselineRelativeArrangement` and custom spacing
/// are not there.
@MainActor
open class UIStackView: UIView {
    // What an arranged view's change touches comes first, stored privately so that the
    // optimizer leaves out the exclusivity checks of an open stored property.
    private var arrangedStorage: [UIView] = []
    /// The last fitting size worked out, and the proposal it was worked out for.
    private var fittingSizeCache: (proposal: CGSize, size: CGSize)?
    /// The intrinsic content size, once worked out.
    private var intrinsicSizeCache: CGSize?

    /// The views the stack lays out, in order; each is also a subview of the stack.
    open var arrangedSubviews: [UIView] { arrangedStorage }

    /// The direction the arranged views are lined up in; horizontal by default.
    open var axis = NSLayoutConstraint.Axis.horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the arranged views share the length along the axis; `fill` by default.
    open var distribution = UIStackView.Distribution.fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// Where the arranged views sit across the axis; `fill` by default.
    open var alignment = UIStackView.Alignment.fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The points between neighbouring visible arranged views (the least, for the equal
    /// spacing distributions); 0 by default.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }


    /// Creates a stack laying out `views`, which it adds as subviews. A convenience initialiser,
    /// as in UIKit: a subclass that overrides `init(frame:)` and `init(coder:)` inherits it.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack with no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The stand-in decodes no views. UIKit's stack view initialiser is not failable (unlike
    /// `UIView`'s), so that subclasses written for UIKit compile here; calling it stops the
    /// program, saying why.
    public required init(coder: NSCoder) {
        fatalError("the UIKit stand-in decodes no views: UIStackView(coder:) is not there")
    }

    // MARK: Arranged views

    /// Adds `view` after the other arranged views, making it a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedStorage.count)
    }

    /// Puts `view` among the arranged views at `stackIndex`, making it a subview (on top) if it
    /// is not one; an arranged view moves there. As in UIKit, an index past the end raises.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard stackIndex >= 0, stackIndex <= arrangedStorage.count else {
            UIKitException.raise(
                "index \(stackIndex) is out of the arranged subviews' bounds (\(arrangedStorage.count))",
                name: "NSRangeException", from: self)
            return
        }
        arrangedStorage.removeAll { $0 === view }
        arrangedStorage.insert(view, at: min(stackIndex, arrangedStorage.count))
        if view.superview !== self { addSubview(view) }
        view.isArrangedBySuperview = true
        arrangementDidChange()
    }

    /// Stops laying out `view`, which stays a subview, as UIKit documents: remove it from its
    /// superview to take it out of the stack.
    open func removeArrangedSubview(_ view: UIView) {
        guard isArranged(view) else { return }
        arrangedStorage.removeAll { $0 === view }
        view.isArrangedBySuperview = false
        arrangementDidChange()
    }

    /// A subview leaving the stack leaves the arranged views too, however it was removed.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        if isArranged(subview) { arrangementDidChange() } else { super.subviewIntrinsicContentSizeDidChange(subview) }
    }

    override func subviewVisibilityDidChange(_ subview: UIView) {
        if isArranged(subview) { arrangementDidChange() }
    }

    private func isArranged(_ view: UIView) -> Bool {
        view.superview === self && view.isArrangedBySuperview
    }

    /// Forgets the sizes worked out and lays out again, telling the views holding the stack.
    private func arrangementDidChange() {
        fittingSizeCache = nil
        intrinsicSizeCache = nil
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    /// Sets the arranged views' frames by the rules above.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutArrangedSubviews()
    }

    /// The visible arranged views' fitting size within `size` (a length of 0 sets no limit):
    /// along the axis, their fitting lengths (with `fillEqually`, the longest one's for each)
    /// and the spacing; across it, the broadest view's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let fittingSizeCache, fittingSizeCache.proposal == size { return fittingSizeCache.size }
        let fit = contentSize(of: measuredViews(length: axis.length(of: size), breadth: axis.breadth(of: size)))
        fittingSizeCache = (size, fit)
        return fit
    }

    /// The arranged views' fitting size with no limit, but for ``UIView/noIntrinsicMetric``
    /// along the axis when a visible arranged view is flexible along it, and across it when
    /// none has an intrinsic breadth (or none is visible): such a stack stretches.
    open override var intrinsicContentSize: CGSize {
        if let intrinsicSizeCache { return intrinsicSizeCache }
        let measured = measuredViews(length: 0, breadth: 0)
        let content = contentSize(of: measured)
        let none = UIView.noIntrinsicMetric
        let length = measured.contains { $0.isFlexible } || measured.isEmpty ? none : axis.length(of: content)
        let breadth = measured.allSatisfy(\.hasNoBreadth) ? none : axis.breadth(of: content)
        let size = axis.size(length: length, breadth: breadth)
        intrinsicSizeCache = size
        return size
    }
}
