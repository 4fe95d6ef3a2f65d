import Foundation
import Testing
import UIKitStandIn

/// A person's tap sends touch down, touch up inside and the primary action, where a finger
/// could tap.
@MainActor
@Suite struct UIControlPersonTapTests {
    private final class EventLog {
        var entries: [String] = []
    }

    private func shownControl() -> (UIWindow, UIControl, EventLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        window.addSubview(control)
        window.makeKeyAndVisible()
        let log = EventLog()
        for (name, event) in [("down", UIControl.Event.touchDown), ("up", .touchUpInside), ("primary", .primaryActionTriggered)] {
            control.addAction(UIAction { action in
                let sender = action.sender as? UIControl
                log.entries.append("\(name) highlighted: \(sender?.isHighlighted == true)")
            }, for: event)
        }
        return (window, control, log)
    }

    @Test func aTapSendsTouchDownThenTouchUpInsideThenThePrimaryAction() throws {
        let (_, control, log) = shownControl()
        try control.standInTap()
        #expect(log.entries == ["down highlighted: true", "up highlighted: false", "primary highlighted: false"])
        #expect(!control.isHighlighted)
    }

    @Test func aControlAFingerCannotTapSendsNothingAndSaysWhy() {
        let (window, control, log) = shownControl()
        control.isEnabled = false
        #expect(throws: StandInTouchRefusal.disabled) { try control.standInTap() }
        control.isEnabled = true
        control.isUserInteractionEnabled = false
        #expect(throws: StandInTouchRefusal.userInteractionDisabled) { try control.standInTap() }
        control.isUserInteractionEnabled = true
        control.isHidden = true
        #expect(throws: StandInTouchRefusal.hidden) { try control.standInTap() }
        control.isHidden = false
        window.isHidden = true
        #expect(throws: StandInTouchRefusal.hidden) { try control.standInTap() }
        control.removeFromSuperview()
        #expect(throws: StandInTouchRefusal.notInWindow) { try control.standInTap() }
        #expect(log.entries.isEmpty)
    }
}
