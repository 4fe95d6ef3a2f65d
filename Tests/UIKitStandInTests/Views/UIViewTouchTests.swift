import Foundation
import Testing
import UIKitStandIn

/// A person touches a view only where UIKit's hit-testing would reach it.
@MainActor
@Suite struct UIViewTouchTests {
    private func shownView() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = UIView()
        let view = UIView()
        window.addSubview(parent)
        parent.addSubview(view)
        window.makeKeyAndVisible()
        return (window, parent, view)
    }

    @Test func aViewInAShownWindowIsTouchable() {
        let (_, _, view) = shownView()
        #expect(view.standInTouchRefusal == nil)
        #expect(UIView().standInTouchRefusal == .notInWindow)
    }

    @Test func hiddenDisabledOrTransparentViewsAndTheirSubviewsAreNot() {
        let (window, parent, view) = shownView()
        parent.isHidden = true
        #expect(view.standInTouchRefusal == .hidden)
        parent.isHidden = false
        parent.isUserInteractionEnabled = false
        #expect(view.standInTouchRefusal == .userInteractionDisabled)
        parent.isUserInteractionEnabled = true
        parent.alpha = 0.005
        #expect(view.standInTouchRefusal == .transparent)
        parent.alpha = 0.01
        #expect(view.standInTouchRefusal == nil)
        window.isHidden = true
        #expect(view.standInTouchRefusal == .hidden)
    }

    @Test func labelsAndImageViewsLetTouchesPassThrough() {
        #expect(!UILabel().isUserInteractionEnabled)
        #expect(!UIImageView(image: nil).isUserInteractionEnabled)
        #expect(UIButton().isUserInteractionEnabled)
    }
}
