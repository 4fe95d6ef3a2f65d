import Foundation

// What a person taps, for which UIKit has no call: the stand-in's own, so tests and a terminal
// can play a tap and see the control answer as UIKit's do.
extension UIControl {
    /// A person taps the control. Like a finger, it does nothing to a control a person cannot
    /// touch (see ``UIView/standInTouchRefusal``) or one that is not enabled, and throws why.
    /// Otherwise, as in UIKit, the control is highlighted while the finger is down, and sends
    /// ``UIControl/Event/touchDown``, then ``UIControl/Event/touchUpInside`` and
    /// ``UIControl/Event/primaryActionTriggered`` once the finger lifts. Not UIKit API.
    public func standInTap() throws(StandInTouchRefusal) {
        if let refusal = standInTouchRefusal { throw refusal }
        guard isEnabled else { throw .disabled }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }
}
