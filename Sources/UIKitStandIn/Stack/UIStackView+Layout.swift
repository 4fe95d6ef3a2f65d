import Foundation

// How a stack view measures and places its arranged views (the rules are on UIStackView).
extension UIStackView {
    /// A visible arranged view as measured for one layout or one fitting size.
    struct MeasuredView {
        let view: UIView
        /// Its fitting length along the axis; 0 for a flexible one.
        let length: CGFloat
        /// Its fitting breadth across the axis; 0 for one with no intrinsic breadth.
        let breadth: CGFloat
        /// Whether its intrinsic content size has no length along the axis.
        let isFlexible: Bool
        /// Whether its intrinsic content size has no breadth across the axis.
        let hasNoBreadth: Bool
    }

    /// The visible arranged views measured within `length` along the axis (0: no limit) and
    /// `breadth` across it.
    func measuredViews(length: CGFloat, breadth: CGFloat) -> [MeasuredView] {
        let views = arrangedSubviews.filter { !$0.isHidden }
        let along =
            distribution == .fillEqually && length > 0 && !views.isEmpty
            ? max(0, (length - spacing * CGFloat(views.count - 1)) / CGFloat(views.count)) : length
        return views.map { view in
            // Measured: a later change of its size must reach the stack again.
            view.hasReportedIntrinsicSizeChange = false
            let intrinsic = view.intrinsicContentSize
            let isFlexible = axis.length(of: intrinsic) == UIView.noIntrinsicMetric
            let hasNoBreadth = axis.breadth(of: intrinsic) == UIView.noIntrinsicMetric
            let fit =
                isFlexible && hasNoBreadth ? CGSize.zero : view.sizeThatFits(axis.size(length: along, breadth: breadth))
            return MeasuredView(
                view: view, length: isFlexible ? 0 : axis.length(of: fit), breadth: hasNoBreadth ? 0 : axis.breadth(of: fit),
                isFlexible: isFlexible, hasNoBreadth: hasNoBreadth)
        }
    }

    /// The size `measured` needs: along the axis, their fitting lengths (with `fillEqually`, the
    /// longest one's for each) and the spacing between them; across it, the broadest.
    func contentSize(of measured: [MeasuredView]) -> CGSize {
        guard !measured.isEmpty else { return .zero }
        let lengths =
            distribution == .fillEqually
            ? (measured.map(\.length).max() ?? 0) * CGFloat(measured.count) : measured.reduce(0) { $0 + $1.length }
        let breadth = measured.map(\.breadth).max() ?? 0
        return axis.size(length: lengths + spacing * CGFloat(measured.count - 1), breadth: breadth)
    }

    /// Sets the frames of the arranged views within the bounds.
    func layOutArrangedSubviews() {
        let length = axis.length(of: bounds.size).rounded(.down)
        let breadth = axis.breadth(of: bounds.size).rounded(.down)
        let measured = measuredViews(length: length, breadth: breadth)
        let segments = self.segments(of: measured, room: length)
        var next = 0
        var end: CGFloat = 0
        for view in arrangedSubviews {
            guard next < measured.count, measured[next].view === view else {
                // Hidden: no length, where the views around it meet.
                view.frame = axis.rect(position: end, offset: 0, length: 0, breadth: breadth)
                continue
            }
            let (start, viewLength) = segments[next]
            let (offset, viewBreadth) = placement(of: measured[next], length: viewLength, breadth: breadth)
            view.frame = axis.rect(position: start, offset: offset, length: viewLength, breadth: viewBreadth)
            end = start + viewLength
            next += 1
        }
    }

    /// Where each of `measured` starts along the axis, and its length, by ``distribution``.
    private func segments(of measured: [MeasuredView], room: CGFloat) -> [(start: CGFloat, length: CGFloat)] {
        let count = measured.count
        guard count > 0 else { return [] }
        var lengths = measured.map(\.length)
        let evenGaps = Array(repeating: spacing, count: count - 1)
        let fitting = lengths.reduce(0, +)
        switch distribution {
        case .fill:
            let leftover = room - fitting - spacing * CGFloat(count - 1)
            if leftover > 0 { lengths[measured.lastIndex { $0.isFlexible } ?? count - 1] += leftover }
            return sequence(lengths, gaps: evenGaps, room: room)
        case .fillEqually:
            return sequence(shares(of: max(0, room - spacing * CGFloat(count - 1)), weights: nil, count: count), gaps: evenGaps, room: room)
        case .fillProportionally:
            let available = max(0, room - spacing * CGFloat(count - 1))
            return sequence(shares(of: available, weights: fitting > 0 ? lengths : nil, count: count), gaps: evenGaps, room: room)
        case .equalSpacing:
            return sequence(lengths, gaps: equalGaps(lengths: lengths, room: room), room: room)
        case .equalCentering:
            if let starts = equallyCentredStarts(lengths: lengths, room: room) {
                return zip(starts, lengths).map { ($0, $1) }
            }
            return sequence(lengths, gaps: equalGaps(lengths: lengths, room: room), room: room)
        }
    }

    /// `lengths` one after another with `gaps` between them, each cut to the room left, so
    /// nothing is placed past the stack's end.
    private func sequence(_ lengths: [CGFloat], gaps: [CGFloat], room: CGFloat) -> [(start: CGFloat, length: CGFloat)] {
        var position: CGFloat = 0
        return lengths.indices.map { index in
            let start = min(position, max(0, room))
            let length = min(lengths[index], max(0, room - start))
            position = start + length + (index < gaps.count ? gaps[index] : 0)
            return (start, length)
        }
    }

    /// `total` whole points shared out in proportion to `weights` (equally without them), the
    /// points left by rounding down going one each to the first shares.
    private func shares(of total: CGFloat, weights: [CGFloat]?, count: Int) -> [CGFloat] {
        let whole = total.rounded(.down)
        let weightSum = weights?.reduce(0, +) ?? CGFloat(count)
        var shares = (0..<count).map { ((weights?[$0] ?? 1) * whole / weightSum).rounded(.down) }
        var left = Int(whole - shares.reduce(0, +))
        for index in shares.indices where left > 0 {
            shares[index] += 1
            left -= 1
        }
        return shares
    }

    /// The gaps that spread views of `lengths` over `room`: equal, but never below ``spacing``
    /// (then the views at the end get cut).
    private func equalGaps(lengths: [CGFloat], room: CGFloat) -> [CGFloat] {
        guard lengths.count > 1 else { return [] }
        let free = room - lengths.reduce(0, +)
        guard free > spacing * CGFloat(lengths.count - 1) else { return Array(repeating: spacing, count: lengths.count - 1) }
        return shares(of: free, weights: nil, count: lengths.count - 1)
    }

    /// Where views of `lengths` start with their centres equally far apart from the first
    /// view's start to the last one's end; `nil` when two of them would come closer than
    /// ``spacing``, or for a single view.
    private func equallyCentredStarts(lengths: [CGFloat], room: CGFloat) -> [CGFloat]? {
        guard let first = lengths.first, let last = lengths.last, lengths.count > 1 else { return nil }
        let step = (room - last / 2 - first / 2) / CGFloat(lengths.count - 1)
        let starts = lengths.indices.map { (first / 2 + step * CGFloat($0) - lengths[$0] / 2).rounded(.down) }
        for index in 1..<lengths.count where starts[index] - (starts[index - 1] + lengths[index - 1]) < spacing {
            return nil
        }
        return starts
    }

    /// Where `measured` starts across the axis, and its breadth, given its `length` along it.
    private func placement(of measured: MeasuredView, length: CGFloat, breadth: CGFloat) -> (offset: CGFloat, breadth: CGFloat) {
        guard alignment != .fill, !measured.hasNoBreadth else { return (0, breadth) }
        var fit = measured.breadth
        if length != measured.length {
            // Laid out at another length than measured: a label wraps otherwise.
            fit = axis.breadth(of: measured.view.sizeThatFits(axis.size(length: length, breadth: breadth)))
        }
        fit = min(fit, breadth)
        switch alignment {
        case .fill, .leading, .firstBaseline: return (0, fit)
        case .center: return (((breadth - fit) / 2).rounded(.down), fit)
        case .trailing, .lastBaseline: return (breadth - fit, fit)
        }
    }
}
