import Foundation
import Testing
import UIKitStandIn

/// Controls send the actions added for their events, one per identifier.
@MainActor
@Suite struct UIControlActionTests {
    @Test func actionsRunForTheirEventsWithTheControlAsSender() {
        let control = UIControl()
        var sent: [String] = []
        var senders: [UIControl?] = []
        control.addAction(UIAction(title: "a") { action in
            sent.append(action.title)
            senders.append(action.sender as? UIControl)
        }, for: .valueChanged)
        control.addAction(UIAction(title: "b") { sent.append($0.title) }, for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchDown)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(sent == ["a", "b", "a", "b"])
        #expect(senders.allSatisfy { $0 === control })
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test func anActionWithTheIdentifierOfOneAddedReplacesIt() {
        let control = UIControl()
        var sent: [String] = []
        let identifier = UIAction.Identifier("play")
        control.addAction(UIAction(title: "old", identifier: identifier) { sent.append($0.title) }, for: .touchUpInside)
        control.addAction(UIAction(title: "new", identifier: identifier) { sent.append($0.title) }, for: .valueChanged)
        control.sendActions(for: [.touchUpInside])
        control.sendActions(for: [.valueChanged])
        #expect(sent == ["new", "new"])
    }

    @Test func removingAnActionForSomeEventsKeepsItForTheOthers() {
        let control = UIControl()
        var count = 0
        let action = UIAction { _ in count += 1 }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(count == 1)
        control.removeAction(identifiedBy: action.identifier, for: .valueChanged)
        control.sendActions(for: .allEvents)
        #expect(count == 1)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func actionsWithoutAnIdentifierGetOneOfTheirOwn() {
        let first = UIAction { _ in }
        let second = UIAction { _ in }
        #expect(first.identifier != second.identifier)
        #expect(first.title.isEmpty && first.image == nil && first.attributes.isEmpty && first.state == .off)
    }

    @Test func aPrimaryActionIsSentWhenTheMainActionHappens() {
        var count = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in count += 1 })
        control.sendActions(for: .primaryActionTriggered)
        #expect(count == 1)
    }

    @Test func theStateFollowsTheFlags() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.disabled, .selected, .highlighted])
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
        #expect(UIControl.State.selected.rawValue == 1 << 2)
    }
}
