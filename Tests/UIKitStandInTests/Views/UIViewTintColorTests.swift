import Foundation
import Testing
import UIKitStandIn

/// A view's tint colour is the nearest one set in its superview chain, and the views that
/// inherit it hear when it changes.
@MainActor
@Suite struct UIViewTintColorTests {
    @Test func theTintColorIsInheritedElseSystemBlue() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .green
        #expect(child.tintColor == .green)
        child.tintColor = nil
        #expect(child.tintColor == .red, "nil inherits again")
    }

    @Test func viewsThatInheritTheTintHearOfItsChange() {
        let parent = TintRecorder()
        let inheriting = TintRecorder()
        let ownTint = TintRecorder()
        parent.addSubview(inheriting)
        parent.addSubview(ownTint)
        ownTint.tintColor = .green
        let before = (parent.changes, inheriting.changes, ownTint.changes)
        parent.tintColor = .red
        #expect(parent.changes == before.0 + 1)
        #expect(inheriting.changes == before.1 + 1)
        #expect(ownTint.changes == before.2, "a view with its own tint keeps it")
        parent.tintColor = .red
        #expect(parent.changes == before.0 + 1, "the same colour changes nothing")
    }

    @Test func movingUnderAnotherTintIsAChange() {
        let red = UIView()
        red.tintColor = .red
        let view = TintRecorder()
        red.addSubview(view)
        #expect(view.changes == 1)
        view.removeFromSuperview()
        #expect(view.changes == 2)
        #expect(view.tintColor == .systemBlue)
    }
}
