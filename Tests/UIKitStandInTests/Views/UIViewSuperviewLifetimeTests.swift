import Foundation
import Testing
import UIKitStandIn

/// A view keeps its subviews; a subview does not keep its superview, and has none once the
/// superview is gone.
@MainActor
@Suite struct UIViewSuperviewLifetimeTests {
    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = UIView()
        weak var released: UIView?
        do {
            let parent = UIView()
            parent.addSubview(child)
            released = parent
            #expect(child.superview === parent)
        }
        #expect(released == nil, "the subview does not keep its superview")
        #expect(child.superview == nil)
        #expect(child.window == nil)
    }

    @Test func aSuperviewKeepsItsSubviews() {
        let parent = UIView()
        weak var child: UIView?
        do {
            let view = UIView()
            parent.addSubview(view)
            child = view
        }
        #expect(child?.superview === parent)
    }
}
