import Foundation
import Testing
import UIKitStandIn

/// Buttons show the title, colour and image of their state, and size to them.
@MainActor
@Suite struct UIButtonTests {
    private let icon = UIImage(standInName: "icon", size: CGSize(width: 2, height: 1))

    @Test func buttonsHaveTheirType() {
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton(type: .close).buttonType == .close)
        #expect(UIButton.ButtonType.roundedRect == .system)
    }

    @Test func aTitleForAStateFallsBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Playing", for: .selected)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Playing")
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Playing")
        #expect(button.titleLabel?.text == "Playing")
        button.setTitle(nil, for: .selected)
        #expect(button.titleLabel?.text == "Play")
    }

    @Test func theTitleColorIsTheStatesElseTheTintForASystemButtonElseWhite() {
        let system = UIButton(type: .system)
        system.setTitle("Go", for: .normal)
        #expect(system.titleColor(for: .normal) == nil)
        #expect(system.currentTitleColor == .systemBlue)
        system.tintColor = .red
        #expect(system.titleLabel?.textColor == .red)
        system.setTitleColor(.green, for: .disabled)
        system.isEnabled = false
        #expect(system.currentTitleColor == .green)
        #expect(system.titleLabel?.textColor == .green)
        #expect(UIButton(type: .custom).currentTitleColor == .white)
    }

    @Test func imagesFollowTheStateToo() {
        let button = UIButton(type: .custom)
        #expect(button.currentImage == nil)
        button.setImage(icon, for: .normal)
        #expect(button.image(for: .highlighted) === icon)
        #expect(button.imageView?.image === icon)
    }

    @Test func aButtonIsAsLargeAsItsImageAndTitleSideBySide() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == .zero)
        button.setTitle("Play", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 4, height: 1))
        button.setImage(UIImage(standInName: "big", size: CGSize(width: 3, height: 2)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 7, height: 2))
        #expect(button.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 7, height: 2))
    }

    @Test func theImageThenTheTitleAreCentredInTheButton() throws {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setImage(icon, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 10, height: 3)
        button.layoutIfNeeded()
        #expect(try #require(button.imageView).frame == CGRect(x: 2, y: 1, width: 2, height: 1))
        #expect(try #require(button.titleLabel).frame == CGRect(x: 4, y: 1, width: 4, height: 1))
        button.frame.size.width = 4
        button.layoutIfNeeded()
        #expect(try #require(button.titleLabel).frame == CGRect(x: 2, y: 1, width: 2, height: 1), "a long title is cut")
    }

    @Test func aNewTitleLaysOutTheViewsHoldingTheButton() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let container = LayoutCountingView()
        let button = UIButton(type: .system)
        window.addSubview(container)
        container.addSubview(button)
        window.layoutIfNeeded()
        let layouts = container.layouts
        button.setTitle("Longer title", for: .normal)
        window.layoutIfNeeded()
        #expect(container.layouts == layouts + 1)
    }

    @Test func aPrimaryActionButtonSendsItWhenTapped() throws {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(button)
        window.makeKeyAndVisible()
        try button.standInTap()
        #expect(taps == 1)
    }
}
