import Foundation
import Testing
import UIKitStandIn

/// A plain view likes the size it has, has no intrinsic size, and tells its superview when the
/// size it would like changes.
@MainActor
@Suite struct UIViewSizingTests {
    @Test func aPlainViewLikesTheSizeItHas() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 3, height: 4))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
    }

    @Test func sizeToFitTakesTheFittingSizeAndKeepsTheOrigin() {
        let view = IntrinsicView(size: CGSize(width: 7, height: 2))
        view.frame.origin = CGPoint(x: 5, y: 6)
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 7, height: 2))
    }

    @Test func invalidatingTheIntrinsicSizeLaysOutTheSuperviewAgain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let container = LayoutCountingView()
        let view = IntrinsicView(size: .zero)
        window.addSubview(container)
        container.addSubview(view)
        window.layoutIfNeeded()
        let layouts = container.layouts
        view.size = CGSize(width: 1, height: 1)
        window.layoutIfNeeded()
        #expect(container.layouts == layouts + 1)
    }

    @Test func defaultsAreUIKits() {
        let view = UIView()
        #expect(view.backgroundColor == nil)
        #expect(view.alpha == 1)
        #expect(view.isUserInteractionEnabled)
        #expect(!view.clipsToBounds)
        #expect(view.tag == 0)
        #expect(view.accessibilityIdentifier == nil)
        #expect(view.contentMode == .scaleToFill)
    }
}
