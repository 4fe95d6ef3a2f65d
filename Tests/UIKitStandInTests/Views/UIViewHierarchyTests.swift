import Foundation
import Testing
import UIKitStandIn

/// Subviews are placed among the others, found by tag or identifier, and the superview hears of
/// what is added and removed.
@MainActor
@Suite struct UIViewHierarchyTests {
    private func tagged(_ tags: Int...) -> [UIView] {
        tags.map { tag in
            let view = UIView()
            view.tag = tag
            return view
        }
    }

    private func tags(_ view: UIView) -> [Int] { view.subviews.map(\.tag) }

    @Test func insertSubviewPlacesAViewAtAnIndexOrOnTop() {
        let parent = UIView()
        let views = tagged(1, 2, 3, 4)
        parent.addSubview(views[0])
        parent.addSubview(views[1])
        parent.insertSubview(views[2], at: 0)
        parent.insertSubview(views[3], at: 99)
        #expect(tags(parent) == [3, 1, 2, 4])
        parent.insertSubview(views[3], at: 1)
        #expect(tags(parent) == [3, 4, 1, 2], "a subview moves")
    }

    @Test func insertAboveAndBelowASibling() {
        let parent = UIView()
        let views = tagged(1, 2, 3, 4)
        parent.addSubview(views[0])
        parent.addSubview(views[1])
        parent.insertSubview(views[2], aboveSubview: views[0])
        parent.insertSubview(views[3], belowSubview: views[0])
        #expect(tags(parent) == [4, 1, 3, 2])
        parent.insertSubview(views[1], belowSubview: views[3])
        #expect(tags(parent) == [2, 4, 1, 3])
        parent.insertSubview(views[1], aboveSubview: views[2])
        #expect(tags(parent) == [4, 1, 3, 2])
    }

    @Test func bringToFrontSendToBackAndExchange() {
        let parent = UIView()
        let views = tagged(1, 2, 3)
        views.forEach(parent.addSubview)
        parent.bringSubviewToFront(views[0])
        #expect(tags(parent) == [2, 3, 1])
        parent.sendSubviewToBack(views[0])
        #expect(tags(parent) == [1, 2, 3])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(tags(parent) == [3, 2, 1])
        parent.bringSubviewToFront(UIView())
        #expect(tags(parent) == [3, 2, 1], "not a subview: nothing moves")
    }

    @Test func theSuperviewHearsOfSubviewsAddedAndLeaving() {
        let parent = HierarchyRecorder()
        let other = UIView()
        let views = tagged(1, 2)
        parent.addSubview(views[0])
        parent.insertSubview(views[1], at: 0)
        parent.bringSubviewToFront(views[1])
        views[0].removeFromSuperview()
        other.addSubview(views[1])
        #expect(parent.events == [
            "added 1", "added 2", "removing 1, still a subview: true", "removing 2, still a subview: true",
        ])
    }

    @Test func isDescendantHoldsForTheViewAndEveryViewUnderIt() {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.isDescendant(of: root))
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(!root.isDescendant(of: child))
    }

    @Test func viewWithTagSearchesTheViewThenItsSubviewsDepthFirst() {
        let root = UIView()
        let views = tagged(1, 2, 3, 2)
        root.addSubview(views[0])
        views[0].addSubview(views[1])
        root.addSubview(views[2])
        views[2].addSubview(views[3])
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(2) === views[1])
        #expect(root.viewWithTag(3) === views[2])
        #expect(root.viewWithTag(9) == nil)
    }

    @Test func viewsAreFoundByAccessibilityIdentifier() {
        let root = UIView()
        let button = UIButton(type: .system)
        button.accessibilityIdentifier = "play"
        let wrapper = UIView()
        root.addSubview(wrapper)
        wrapper.addSubview(button)
        #expect(root.standInView(withAccessibilityIdentifier: "play") === button)
        #expect(root.standInView(withAccessibilityIdentifier: "stop") == nil)
        let identified: any UIAccessibilityIdentification = button
        #expect(identified.accessibilityIdentifier == "play")
    }
}
