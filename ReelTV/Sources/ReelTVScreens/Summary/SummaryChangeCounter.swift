import ReelUI

/// What some work did to a summary view's subtree: subviews added or removed, and layout
/// invalidations (``View/setNeedsLayout()`` calls), summed over every view in it.
///
/// Make a counter before the work and read it after. Views the work took out of the tree are
/// still counted (the counter holds them), and views it made are counted from zero, so
/// building a replacement view counts what building it took.
@MainActor
package struct SummaryChangeCounter {
    private struct Start {
        let view: View
        let subviewChanges: Int
        let layoutInvalidations: Int
    }

    private let root: View
    private let start: [ObjectIdentifier: Start]

    /// Starts counting at the current state of `root`'s subtree.
    package init(root: View) {
        self.root = root
        var start: [ObjectIdentifier: Start] = [:]
        for view in Self.subtree(of: root) {
            start[ObjectIdentifier(view)] = Start(
                view: view, subviewChanges: Self.subviewChanges(of: view), layoutInvalidations: view.layoutInvalidationCount)
        }
        self.start = start
    }

    /// Subviews added plus subviews removed since the counter was made.
    package var subviewsChanged: Int {
        total { Self.subviewChanges(of: $0) } minus: { $0.subviewChanges }
    }

    /// Layout invalidations since the counter was made.
    package var layoutInvalidations: Int {
        total { $0.layoutInvalidationCount } minus: { $0.layoutInvalidations }
    }

    /// The sum of `count` now over the views in the tree then or now, less its sum then.
    private func total(_ count: (View) -> Int, minus countAtStart: (Start) -> Int) -> Int {
        var sum = start.values.reduce(0) { $0 + count($1.view) - countAtStart($1) }
        for view in Self.subtree(of: root) where start[ObjectIdentifier(view)] == nil {
            sum += count(view)
        }
        return sum
    }

    private static func subviewChanges(of view: View) -> Int {
        (view as? SummaryStackView)?.subviewChangeCount ?? 0
    }

    private static func subtree(of root: View) -> [View] {
        var views = [root]
        var next = 0
        while next < views.count {
            views += views[next].subviews
            next += 1
        }
        return views
    }
}
