import Foundation
import Testing
import UIKitStandIn

/// Arranged views are subviews the stack lays out, kept in their own order.
@MainActor
@Suite struct UIStackViewArrangedSubviewsTests {
    @Test func arrangedViewsBecomeSubviews() {
        let first = UIView()
        let second = UIView()
        let stack = UIStackView(arrangedSubviews: [first, second])
        #expect(stack.arrangedSubviews == [first, second])
        #expect(stack.subviews == [first, second])
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
    }

    @Test func insertingPlacesAViewInTheArrangedOrderOnly() {
        let views = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: [views[0], views[1]])
        stack.insertArrangedSubview(views[2], at: 0)
        #expect(stack.arrangedSubviews == [views[2], views[0], views[1]])
        #expect(stack.subviews == [views[0], views[1], views[2]], "a new subview goes on top")
        stack.insertArrangedSubview(views[1], at: 0)
        #expect(stack.arrangedSubviews == [views[1], views[2], views[0]], "an arranged view moves")
    }

    @Test func anIndexPastTheEndRaises() {
        let stack = UIStackView(frame: .zero)
        #expect(throws: UIKitException.self) {
            try UIKitException.catching { stack.insertArrangedSubview(UIView(), at: 1) }
        }
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test func removingAnArrangedViewKeepsItAsASubview() {
        let view = UIView()
        let stack = UIStackView(arrangedSubviews: [view])
        stack.removeArrangedSubview(view)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(view.superview === stack)
    }

    @Test func aViewLeavingTheStackLeavesTheArrangedViews() {
        let view = UIView()
        let stack = UIStackView(arrangedSubviews: [view, UIView()])
        view.removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
        let moved = stack.arrangedSubviews[0]
        UIView().addSubview(moved)
        #expect(stack.arrangedSubviews.isEmpty)
    }
}
