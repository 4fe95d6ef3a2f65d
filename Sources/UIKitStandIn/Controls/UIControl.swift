import Foundation

/// Stand-in for UIKit's `UIControl`: the enabled, selected and highlighted states, and the
/// actions (``UIAction``) it sends for its events.
///
/// Target–action by selector (`addTarget(_:action:for:)`) is not there: it needs the
/// Objective-C runtime. The closure-based actions of iOS 14 are what the stand-in offers, and
/// ``standInTap()`` plays a person's tap.
@MainActor
open class UIControl: UIView {
    /// Whether the control takes touches; `true` by default. A disabled control's ``state``
    /// holds ``UIControl/State/disabled``.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is selected; `false` by default.
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is highlighted: set while a finger is down on it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// The control's state, made of ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: UIControl.State {
        var state = UIControl.State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The actions added, each with the events it is sent for, in the order they were added.
    private var eventHandlers: [(action: UIAction, events: UIControl.Event)] = []

    /// Creates a control with `frame` that sends `primaryAction` for
    /// ``UIControl/Event/primaryActionTriggered``.
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Adds `action` for `controlEvents`. As in UIKit, actions are told apart by identifier: an
    /// action with the identifier of one already added takes its place, and is sent for its
    /// events as well as for `controlEvents`.
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = eventHandlers.firstIndex(where: { $0.action.identifier == action.identifier }) {
            eventHandlers[index] = (action, eventHandlers[index].events.union(controlEvents))
        } else {
            eventHandlers.append((action, controlEvents))
        }
    }

    /// Stops sending the action with `action`'s identifier for `controlEvents`.
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops sending the action identified by `actionIdentifier` for `controlEvents`.
    @available(iOS 14.0, *)
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        guard let index = eventHandlers.firstIndex(where: { $0.action.identifier == actionIdentifier }) else { return }
        let events = eventHandlers[index].events.subtracting(controlEvents)
        if events.isEmpty {
            eventHandlers.remove(at: index)
        } else {
            eventHandlers[index].events = events
        }
    }

    /// The events that have at least one action.
    open var allControlEvents: UIControl.Event {
        eventHandlers.reduce([]) { $0.union($1.events) }
    }

    /// Sends every action added for any of `controlEvents`, once each, in the order they were
    /// added, through ``sendAction(_:)``.
    open func sendActions(for controlEvents: UIControl.Event) {
        // Actions are added from iOS 14 on, where `sendAction(_:)` is.
        guard #available(iOS 14.0, *) else { return }
        for (action, events) in eventHandlers where !events.isDisjoint(with: controlEvents) {
            sendAction(action)
        }
    }

    /// Sends `action`: calls its handler with this control as its ``UIAction/sender``.
    @available(iOS 14.0, *)
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Called when ``state`` changed; buttons show the title and image of the new state.
    func controlStateDidChange() {}
}
