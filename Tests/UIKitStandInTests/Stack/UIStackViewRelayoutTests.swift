import Foundation
import Testing
import UIKitStandIn

/// What changes a stack's layout lays it out again, and tells the stacks holding it.
@MainActor
@Suite struct UIStackViewRelayoutTests {
    private func shown(_ stack: UIStackView, width: CGFloat, height: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        stack.frame = window.bounds
        window.addSubview(stack)
        window.layoutIfNeeded()
        return window
    }

    @Test func aLabelsNewTextMovesTheViewsAfterIt() {
        let title = UILabel()
        title.text = "ab"
        let after = IntrinsicView(size: CGSize(width: 1, height: 1))
        let stack = UIStackView(arrangedSubviews: [title, after, UIView()])
        let window = shown(stack, width: 20, height: 1)
        #expect(after.frame.minX == 2)
        title.text = "abcdef"
        window.layoutIfNeeded()
        #expect(after.frame.minX == 6)
    }

    @Test func hidingAnArrangedViewLaysTheStackOutAgain() {
        let first = IntrinsicView(size: CGSize(width: 3, height: 1))
        let second = IntrinsicView(size: CGSize(width: 1, height: 1))
        let stack = UIStackView(arrangedSubviews: [first, second, UIView()])
        let window = shown(stack, width: 20, height: 1)
        first.isHidden = true
        window.layoutIfNeeded()
        #expect(second.frame.minX == 0)
    }

    @Test func aChangeInANestedStackReachesTheOuterOne() {
        let label = UILabel()
        label.text = "ab"
        let inner = UIStackView(arrangedSubviews: [label])
        let after = IntrinsicView(size: CGSize(width: 1, height: 1))
        let outer = UIStackView(arrangedSubviews: [inner, after, UIView()])
        let window = shown(outer, width: 20, height: 1)
        #expect(after.frame.minX == 2)
        label.text = "abcd"
        window.layoutIfNeeded()
        #expect(inner.frame.width == 4)
        #expect(after.frame.minX == 4)
    }

    @Test func propertyChangesLayTheStackOutAgain() {
        let first = IntrinsicView(size: CGSize(width: 2, height: 1))
        let second = IntrinsicView(size: CGSize(width: 2, height: 1))
        let stack = UIStackView(arrangedSubviews: [first, second])
        let window = shown(stack, width: 10, height: 4)
        stack.spacing = 3
        window.layoutIfNeeded()
        #expect(second.frame.minX == 5)
        stack.axis = .vertical
        window.layoutIfNeeded()
        #expect(second.frame.minY == 4, "1 + 3 spacing")
        stack.distribution = .fillEqually
        window.layoutIfNeeded()
        #expect(first.frame.height == 1 && second.frame.height == 0, "4 - 3 spacing left to share")
        stack.alignment = .center
        window.layoutIfNeeded()
        #expect(first.frame.minX == 4)
        stack.removeArrangedSubview(first)
        window.layoutIfNeeded()
        #expect(second.frame.minY == 0)
    }
}
