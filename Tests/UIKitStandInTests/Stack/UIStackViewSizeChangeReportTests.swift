import Foundation
import Testing
import UIKitStandIn

/// A view tells its stack of a change of its intrinsic size once until the stack measures it or
/// a layout pass reaches it, as UIKit's constraint engine takes changes up at the next layout:
/// however many changes come between, the sizes measured afterwards are the latest.
@MainActor
@Suite struct UIStackViewSizeChangeReportTests {
    /// A stack that counts the layouts asked of it.
    private final class CountingStack: UIStackView {
        private(set) var layoutRequests = 0

        override func setNeedsLayout() {
            super.setNeedsLayout()
            layoutRequests += 1
        }
    }

    @Test func aChangeAfterEachMeasurementReachesTheOuterStack() {
        let label = UILabel()
        let outer = UIStackView(arrangedSubviews: [UIStackView(arrangedSubviews: [label])])
        let unlimited = CGSize(width: 100, height: 100)
        for text in ["ab", "abcd", "abcdef"] {
            label.text = text
            #expect(outer.sizeThatFits(unlimited).width == CGFloat(text.count))
            #expect(outer.intrinsicContentSize.width == CGFloat(text.count))
        }
    }

    @Test func changesBetweenLayoutPassesReachTheStackOnce() {
        let label = UILabel()
        let stack = CountingStack(arrangedSubviews: [label, UIView()])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        stack.frame = window.bounds
        window.addSubview(stack)
        window.layoutIfNeeded()
        let before = stack.layoutRequests
        for text in ["a", "ab", "abc"] { label.text = text }
        #expect(stack.layoutRequests == before + 1)
        window.layoutIfNeeded()
        #expect(label.frame.width == 3)
        label.text = "abcd"
        #expect(stack.layoutRequests == before + 2, "the layout pass took the change up")
        window.layoutIfNeeded()
        #expect(label.frame.width == 4)
    }

    @Test func aButtonsNewTitleReachesTheStackAfterEachMeasurement() {
        let button = UIButton(type: .system)
        let stack = UIStackView(arrangedSubviews: [button])
        for title in ["ab", "abcd", "abcdef"] {
            button.setTitle(title, for: .normal)
            #expect(stack.intrinsicContentSize.width == CGFloat(title.count))
        }
    }

    @Test func aViewMovedToAnotherStackReportsToIt() {
        let view = IntrinsicView(size: CGSize(width: 1, height: 1))
        let first = UIStackView(arrangedSubviews: [view])
        view.size = CGSize(width: 2, height: 1)
        let second = UIStackView(arrangedSubviews: [])
        second.addArrangedSubview(view)
        #expect(first.arrangedSubviews.isEmpty)
        #expect(second.intrinsicContentSize.width == 2)
        view.size = CGSize(width: 5, height: 1)
        #expect(second.intrinsicContentSize.width == 5)
    }
}
