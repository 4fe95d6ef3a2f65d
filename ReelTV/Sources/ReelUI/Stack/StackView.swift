/// A view that lines its arranged subviews up along an axis, like `UIStackView`.
///
/// Arranged views are sized from their ``View/sizeThatFits(_:)`` and placed in order with
/// ``spacing`` cells between them; ``distribution`` shares the length along the axis and
/// ``alignment`` places them across it. A hidden arranged view gets no room and no spacing.
/// Changing a property, the arranged views, or whether one of them is hidden only marks the stack:
/// it lays out again once, in the next layout pass, however many changes the turn made.
@MainActor
open class StackView: View {
    /// The direction the arranged views are lined up in; switching it is how a screen goes from
    /// portrait (vertical) to landscape (horizontal).
    public var axis: Axis {
        didSet {
            if axis != oldValue { invalidateFittingSize() }
        }
    }

    /// The cells left between neighbouring visible arranged views.
    public var spacing: Int {
        didSet {
            if spacing != oldValue { invalidateFittingSize() }
        }
    }

    /// Where the arranged views sit across the axis.
    public var alignment: Alignment {
        didSet {
            if alignment != oldValue { setNeedsLayout() }
        }
    }

    /// How the arranged views share the length along the axis.
    public var distribution: Distribution {
        didSet {
            if distribution != oldValue { invalidateFittingSize() }
        }
    }

    /// The views the stack lays out, in order; all of them are subviews of the stack.
    public private(set) var arrangedSubviews: [View] = []

    /// Creates a stack laying out `arrangedSubviews` along `axis`.
    public init(
        arrangedSubviews: [View] = [],
        axis: Axis = .vertical,
        spacing: Int = 0,
        alignment: Alignment = .fill,
        distribution: Distribution = .fill,
        frame: Rect = .zero
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        super.init(frame: frame)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    // MARK: Arranged views

    /// Adds `view` after the other arranged views, making it a subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index`, making it a subview if it is not one;
    /// a view that is already arranged moves to `index`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        invalidateFittingSize()
    }

    /// Takes `view` out of the arranged views and out of the stack. UIKit would leave it behind as
    /// a plain subview, where nothing lays it out; here it goes, as `removeFromSuperview()` would.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        view.removeFromSuperview()
    }

    /// Drops a subview that leaves the stack from the arranged views, however it was removed.
    override open func willRemoveSubview(_ subview: View) {
        let count = arrangedSubviews.count
        arrangedSubviews.removeAll { $0 === subview }
        if arrangedSubviews.count != count { invalidateFittingSize() }
    }

    // MARK: Layout

    /// Sets the frames of the visible arranged views by the rules of ``distribution`` and
    /// ``alignment``; hidden ones keep the frames they had.
    override open func layoutSubviews() {
        let views = visibleArrangedSubviews
        let length = axis.length(of: bounds.size)
        let breadth = axis.breadth(of: bounds.size)
        var position = 0
        for (view, viewLength) in zip(views, lengths(of: views, within: length, breadth: breadth)) {
            let (offset, viewBreadth) = placement(of: view, length: viewLength, breadth: breadth)
            view.frame = axis.rect(position: position, offset: offset, length: viewLength, breadth: viewBreadth)
            position += viewLength + spacing
        }
    }

    /// The size the visible arranged views would like within `proposal`: along the axis, their
    /// fitting lengths (with ``Distribution/fillEqually``, the longest one's for each) plus the
    /// spacing; across it, the largest fitting breadth.
    override open func sizeThatFits(_ proposal: Size) -> Size {
        let views = visibleArrangedSubviews
        guard !views.isEmpty else { return .zero }
        let fits: [Size]
        let proposedLength = axis.length(of: proposal)
        if distribution == .fillEqually, proposedLength < Int.max / 2 {
            // Each view gets an equal share of a bounded length, and its breadth depends on
            // it (a label in a narrower column wraps onto more lines).
            let breadth = axis.breadth(of: proposal)
            let shares = lengths(of: views, within: max(0, proposedLength - spacing * (views.count - 1)), breadth: breadth)
            fits = zip(views, shares).map { view, share in view.sizeThatFits(axis.size(length: share, breadth: breadth)) }
        } else {
            fits = views.map { $0.sizeThatFits(proposal) }
        }
        let lengths = fits.map { axis.length(of: $0) }
        let length =
            switch distribution {
            case .fill: lengths.reduce(0, +)
            case .fillEqually: (lengths.max() ?? 0) * views.count
            }
        let breadth = fits.map { axis.breadth(of: $0) }.max() ?? 0
        return axis.size(length: length + spacing * (views.count - 1), breadth: breadth)
    }

    private var visibleArrangedSubviews: [View] {
        arrangedSubviews.filter { !$0.isHidden }
    }

    /// The length along the axis each of `views` gets out of `length`.
    private func lengths(of views: [View], within length: Int, breadth: Int) -> [Int] {
        guard !views.isEmpty else { return [] }
        switch distribution {
        case .fill:
            var position = 0
            return views.indices.map { index in
                let room = max(0, length - position)
                var viewLength = room
                if index < views.count - 1 {
                    let fit = views[index].sizeThatFits(axis.size(length: room, breadth: breadth))
                    viewLength = min(room, axis.length(of: fit))
                }
                position += viewLength + spacing
                return viewLength
            }
        case .fillEqually:
            let room = max(0, length - spacing * (views.count - 1))
            let share = room / views.count
            let remainder = room % views.count
            return views.indices.map { share + ($0 < remainder ? 1 : 0) }
        }
    }

    /// Where `view` starts across the axis, and its breadth, given its `length` along it.
    private func placement(of view: View, length: Int, breadth: Int) -> (offset: Int, breadth: Int) {
        func fittingBreadth() -> Int {
            min(breadth, axis.breadth(of: view.sizeThatFits(axis.size(length: length, breadth: breadth))))
        }
        switch alignment {
        case .fill:
            return (0, breadth)
        case .leading:
            return (0, fittingBreadth())
        case .center:
            let fit = fittingBreadth()
            return ((breadth - fit) / 2, fit)
        case .trailing:
            let fit = fittingBreadth()
            return (breadth - fit, fit)
        }
    }
}
