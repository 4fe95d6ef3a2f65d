import UIKitStandIn

/// A view that records the subviews it is told were added and are about to leave.
final class HierarchyRecorder: UIView {
    private(set) var events: [String] = []

    override func didAddSubview(_ subview: UIView) {
        events.append("added \(subview.tag)")
    }

    override func willRemoveSubview(_ subview: UIView) {
        events.append("removing \(subview.tag), still a subview: \(subviews.contains(subview))")
    }
}

/// A view that counts the tint colour changes it is told of.
final class TintRecorder: UIView {
    private(set) var changes = 0

    override func tintColorDidChange() {
        changes += 1
    }
}
