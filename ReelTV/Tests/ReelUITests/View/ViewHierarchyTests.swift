import ReelUI
import Testing

@MainActor @Suite struct ViewHierarchyTests {
    /// A view holds its superview unowned, so the superview's deinit has to detach its subviews:
    /// a subview someone else keeps would otherwise trap the next time it reached its superview.
    @Test func aSubviewThatOutlivesItsSuperviewHasNone() {
        let label = Label(text: "Hello")
        weak var released: View?
        do {
            let container = View()
            container.addSubview(label)
            released = container
            #expect(label.superview === container)
        }
        #expect(released == nil)
        #expect(label.superview == nil)

        // Both reach for the superview.
        label.text = "Goodbye"
        label.isHidden = true
        label.removeFromSuperview()
        #expect(label.superview == nil)
    }

    @Test func aSubviewMovedToAnotherSuperviewKeepsIt() {
        let label = Label(text: "Hello")
        let kept = View()
        do {
            let first = View()
            first.addSubview(label)
            kept.addSubview(label)
        }
        #expect(label.superview === kept)
        #expect(kept.subviews.count == 1 && kept.subviews[0] === label)
    }

    /// A removal leaves a vacancy in the superview's list, and the next read of `subviews` closes
    /// every vacancy at once (searching the subviews on each removal was quadratic in a
    /// collection view's cells). Whatever happens in between, the subviews read as if each
    /// removal had taken effect at once, and a removed view is let go of at once.
    @Test func subviewsReadAsIfEachRemovalTookEffectAtOnce() {
        let container = RemovalRecordingView()
        let elsewhere = View()
        let views = (0..<6).map { index in
            let view = View()
            view.identifier = "v\(index)"
            container.addSubview(view)
            return view
        }
        views[4].removeFromSuperview()
        views[0].removeFromSuperview()
        views[2].removeFromSuperview()
        views[2].removeFromSuperview()  // no longer a subview: nothing happens
        // Each was told about when it left, while still among the subviews.
        #expect(container.removed.map(\.identifier) == ["v4", "v0", "v2"])
        #expect(container.wasASubviewWhenLeaving == [true, true, true])
        #expect(container.subviews.map(\.identifier) == ["v1", "v3", "v5"])

        // Removed, then added back before any read: once, at the end.
        views[1].removeFromSuperview()
        container.addSubview(views[1])
        #expect(container.subviews.map(\.identifier) == ["v3", "v5", "v1"])

        // Let go of at once, before any read (by a view that does not record what leaves it).
        weak var dropped: View?
        do {
            let view = View()
            dropped = view
            elsewhere.addSubview(view)
            view.removeFromSuperview()
        }
        #expect(dropped == nil)

        // Removed, then added to another view before any read: gone from here, kept there, and
        // that view's going away leaves it there.
        views[3].removeFromSuperview()
        elsewhere.addSubview(views[3])
        // Moves among the subviews, forward and back, with a vacancy open.
        container.insertSubview(views[1], at: 0)
        container.insertSubview(views[0], at: 0)
        #expect(container.subviews.map(\.identifier) == ["v0", "v1", "v5"])
        #expect(elsewhere.subviews.map(\.identifier) == ["v3"])
        container.insertSubview(views[0], at: 10)
        #expect(container.subviews.map(\.identifier) == ["v1", "v5", "v0"])
        views[5].removeFromSuperview()
        elsewhere.addSubview(views[5])
        weak var released: View?
        do {
            let transient = View()
            released = transient
            transient.addSubview(views[4])
            views[4].removeFromSuperview()
            elsewhere.addSubview(views[4])
        }
        #expect(released == nil)
        #expect(elsewhere.subviews.map(\.identifier) == ["v3", "v5", "v4"])
        #expect(elsewhere.subviews.allSatisfy { $0.superview === elsewhere })
        #expect(container.subviews.map(\.identifier) == ["v1", "v0"])
    }
}

/// A view that records the subviews it is told are leaving it.
@MainActor private final class RemovalRecordingView: View {
    private(set) var removed: [View] = []
    /// For each of ``removed``, whether it was among the subviews when it was told.
    private(set) var wasASubviewWhenLeaving: [Bool] = []

    override func willRemoveSubview(_ subview: View) {
        removed.append(subview)
        wasASubviewWhenLeaving.append(subviews.contains { $0 === subview })
    }
}
