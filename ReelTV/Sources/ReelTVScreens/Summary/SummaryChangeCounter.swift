import ReelDataSourceUIKit

/// What some work did to a summary view's subtree: subviews added or removed, and layout
/// invalidations (`setNeedsLayout()` calls), summed over the summary stacks in it
/// (``SummaryStackView``, which count them: UIKit's views keep no such count).
///
/// Make a counter before the work and read it after. Stacks the work took out of the tree are
/// still counted (the counter holds them), and stacks it made are counted from zero, so
/// building a replacement view counts what building it took.
@MainActor
package struct SummaryChangeCounter {
    private struct Start {
        let stack: SummaryStackView
        let subviewChanges: Int
        let layoutInvalidations: Int
    }

    private let root: UIView
    private let start: [ObjectIdentifier: Start]

    /// Starts counting at the current state of `root`'s subtree.
    package init(root: UIView) {
        self.root = root
        var start: [ObjectIdentifier: Start] = [:]
        for stack in Self.stacks(under: root) {
            start[ObjectIdentifier(stack)] = Start(
                stack: stack, subviewChanges: stack.subviewChangeCount, layoutInvalidations: stack.layoutInvalidationCount)
        }
        self.start = start
    }

    /// Subviews added plus subviews removed since the counter was made.
    package var subviewsChanged: Int {
        total { $0.subviewChangeCount } minus: { $0.subviewChanges }
    }

    /// Layout invalidations since the counter was made.
    package var layoutInvalidations: Int {
        total { $0.layoutInvalidationCount } minus: { $0.layoutInvalidations }
    }

    /// The sum of `count` now over the stacks in the tree then or now, less its sum then.
    private func total(_ count: (SummaryStackView) -> Int, minus countAtStart: (Start) -> Int) -> Int {
        var sum = start.values.reduce(0) { $0 + count($1.stack) - countAtStart($1) }
        for stack in Self.stacks(under: root) where start[ObjectIdentifier(stack)] == nil {
            sum += count(stack)
        }
        return sum
    }

    private static func stacks(under root: UIView) -> [SummaryStackView] {
        var views = [root]
        var next = 0
        while next < views.count {
            views += views[next].subviews
            next += 1
        }
        return views.compactMap { $0 as? SummaryStackView }
    }
}
