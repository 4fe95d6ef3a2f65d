import ReelUI
import Testing

/// When a stack lays out again: on the next pass after a change, once however many changes the
/// turn made, and never at the moment of the change.
@MainActor @Suite struct StackViewRelayoutTests {
    private let window = Window.portrait(width: 20, height: 12)
    private let header = FixedSizeView(6, 1)
    private let details = FixedSizeView(8, 2)
    private let footer = FixedSizeView(4, 1)
    private let stack: StackView

    init() {
        stack = StackView(arrangedSubviews: [header, details, footer], spacing: 1, frame: window.bounds)
        window.addSubview(stack)
        window.loop.runTurn()
    }

    @Test func hiddenArrangedViewsTakeNoSpaceAndNoSpacing() {
        details.isHidden = true
        window.loop.runTurn()
        #expect(footer.frame == Rect(x: 0, y: 2, width: 20, height: 10))
        #expect(stack.sizeThatFits(window.bounds.size) == Size(width: 6, height: 3))
    }

    @Test func unhidingAViewLaysTheStackOutOnTheNextTurnNotAtOnce() {
        details.isHidden = true
        window.loop.runTurn()
        let layouts = stack.layoutCount

        details.isHidden = false
        #expect(stack.needsLayout)
        #expect(stack.layoutCount == layouts)
        #expect(footer.frame.minY == 2)

        window.loop.runTurn()
        #expect(!stack.needsLayout)
        #expect(stack.layoutCount == layouts + 1)
        #expect(details.frame == Rect(x: 0, y: 2, width: 20, height: 2))
        #expect(footer.frame == Rect(x: 0, y: 5, width: 20, height: 7))
    }

    @Test func rotatingToLandscapeLinesTheViewsUpSideBySideOnTheNextPass() {
        let portraitFrames = stack.arrangedSubviews.map(\.frame)
        #expect(portraitFrames == [
            Rect(x: 0, y: 0, width: 20, height: 1),
            Rect(x: 0, y: 2, width: 20, height: 2),
            Rect(x: 0, y: 5, width: 20, height: 7),
        ])

        window.frame.size = Size(width: 30, height: 8)
        stack.frame = window.bounds
        stack.axis = .horizontal
        #expect(stack.arrangedSubviews.map(\.frame) == portraitFrames)

        window.loop.runTurn()
        #expect(stack.arrangedSubviews.map(\.frame) == [
            Rect(x: 0, y: 0, width: 6, height: 8),
            Rect(x: 7, y: 0, width: 8, height: 8),
            Rect(x: 16, y: 0, width: 14, height: 8),
        ])
    }

    @Test func manyChangesInOneTurnLayTheStackOutOnce() {
        let layouts = stack.layoutCount
        let passes = window.loop.layoutPassCount

        stack.axis = .horizontal
        stack.spacing = 2
        stack.alignment = .center
        stack.distribution = .fillEqually
        header.isHidden = true
        details.isHidden = true
        details.isHidden = false
        stack.addArrangedSubview(FixedSizeView(1, 1))
        stack.removeArrangedSubview(footer)
        window.loop.runTurn()

        #expect(stack.layoutCount == layouts + 1)
        #expect(window.loop.layoutPassCount == passes + 1)
        #expect(stack.arrangedSubviews.filter { !$0.isHidden }.map(\.frame.width) == [9, 9])
    }

    @Test func aTurnWithoutChangesLaysNothingOut() {
        let layouts = stack.layoutCount
        window.loop.runTurn()
        stack.spacing = 1
        stack.alignment = .fill
        window.loop.runTurn()
        #expect(stack.layoutCount == layouts)
    }

    @Test func changingTheAlignmentLaysOutAgainWithoutAskingTheSuperview() {
        stack.alignment = .trailing
        #expect(stack.needsLayout)
        #expect(!window.needsLayout)
        window.loop.runTurn()
        #expect(header.frame == Rect(x: 14, y: 0, width: 6, height: 1))
    }

    @Test func changingWhatTheStackFitsAlsoMarksItsSuperview() {
        stack.spacing = 0
        #expect(stack.needsLayout && window.needsLayout)
        window.loop.runTurn()
        stack.axis = .horizontal
        #expect(window.needsLayout)
        window.loop.runTurn()
        stack.distribution = .fillEqually
        #expect(window.needsLayout)
    }
}
