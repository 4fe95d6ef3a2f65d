import Foundation
import Testing
import UIKitStandIn

/// Stack views place their arranged views by the stand-in's rules in place of Auto Layout.
@MainActor
@Suite struct UIStackViewLayoutTests {
    private func label(_ text: String, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        return label
    }

    private func sized(_ width: CGFloat, _ height: CGFloat) -> IntrinsicView {
        IntrinsicView(size: CGSize(width: width, height: height))
    }

    private func laidOut(_ stack: UIStackView, width: CGFloat, height: CGFloat) -> [CGRect] {
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        stack.layoutIfNeeded()
        return stack.arrangedSubviews.map(\.frame)
    }

    @Test func aVerticalStackPlacesViewsDownWithSpacingAndTheLastTakesTheRest() {
        let stack = UIStackView(arrangedSubviews: [label("Title"), label("Subtitle")])
        stack.axis = .vertical
        stack.spacing = 1
        #expect(laidOut(stack, width: 10, height: 6) == [
            CGRect(x: 0, y: 0, width: 10, height: 1), CGRect(x: 0, y: 2, width: 10, height: 4),
        ])
        #expect(stack.sizeThatFits(.zero) == CGSize(width: 8, height: 3))
    }

    @Test func theLastFlexibleViewTakesTheRoomLeft() {
        let spacer = UIView()
        let stack = UIStackView(arrangedSubviews: [sized(2, 1), spacer, sized(3, 1), UIView()])
        #expect(laidOut(stack, width: 12, height: 1) == [
            CGRect(x: 0, y: 0, width: 2, height: 1), CGRect(x: 2, y: 0, width: 0, height: 1),
            CGRect(x: 2, y: 0, width: 3, height: 1), CGRect(x: 5, y: 0, width: 7, height: 1),
        ])
    }

    @Test func shortRoomCutsTheViewsAtTheEnd() {
        let stack = UIStackView(arrangedSubviews: [sized(4, 1), sized(4, 1), sized(4, 1)])
        stack.spacing = 1
        #expect(laidOut(stack, width: 10, height: 1).map(\.width) == [4, 4, 0])
    }

    @Test func aMultilineLabelWrapsAtTheBreadthOfAVerticalStack() {
        let stack = UIStackView(arrangedSubviews: [label("one two three four five", lines: 0), label("end")])
        stack.axis = .vertical
        stack.alignment = .leading
        #expect(laidOut(stack, width: 9, height: 10) == [
            CGRect(x: 0, y: 0, width: 9, height: 3), CGRect(x: 0, y: 3, width: 3, height: 7),
        ])
        #expect(stack.sizeThatFits(CGSize(width: 9, height: 0)) == CGSize(width: 9, height: 4))
    }

    @Test func hiddenViewsTakeNoRoomAndNoSpacing() {
        let hidden = sized(5, 1)
        hidden.isHidden = true
        let stack = UIStackView(arrangedSubviews: [sized(2, 1), hidden, sized(3, 1)])
        stack.spacing = 1
        let frames = laidOut(stack, width: 10, height: 1)
        #expect(frames[1].width == 0)
        #expect(frames[2].minX == 3)
        #expect(stack.intrinsicContentSize == CGSize(width: 6, height: 1))
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let stack = UIStackView(arrangedSubviews: [sized(1, 1), sized(5, 1), UIView()])
        stack.distribution = .fillEqually
        stack.spacing = 1
        #expect(laidOut(stack, width: 12, height: 1).map(\.width) == [4, 3, 3], "the first views get the point left")
        #expect(stack.sizeThatFits(.zero) == CGSize(width: 17, height: 1), "the longest length for each")
    }

    @Test func fillProportionallySharesByFittingLength() {
        let stack = UIStackView(arrangedSubviews: [sized(1, 1), sized(3, 1)])
        stack.distribution = .fillProportionally
        #expect(laidOut(stack, width: 8, height: 1).map(\.width) == [2, 6])
    }

    @Test func equalSpacingSpreadsTheViewsOut() {
        let stack = UIStackView(arrangedSubviews: [sized(1, 1), sized(2, 1), sized(1, 1)])
        stack.distribution = .equalSpacing
        #expect(laidOut(stack, width: 10, height: 1).map(\.minX) == [0, 4, 9])
        stack.spacing = 4
        #expect(laidOut(stack, width: 10, height: 1).map(\.minX) == [0, 5, 10], "never below the spacing")
    }

    @Test func equalCenteringSpacesTheCentres() {
        let stack = UIStackView(arrangedSubviews: [sized(2, 1), sized(4, 1), sized(2, 1)])
        stack.distribution = .equalCentering
        #expect(laidOut(stack, width: 12, height: 1).map(\.minX) == [0, 4, 10])
    }

    @Test func alignmentPlacesViewsAcrossTheAxis() {
        let views = [sized(1, 1), sized(1, 2), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        let offsets: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [5, 5, 5]), (.top, [0, 0, 0], [1, 2, 5]), (.center, [2, 1, 0], [1, 2, 5]),
            (.bottom, [4, 3, 0], [1, 2, 5]), (.firstBaseline, [0, 0, 0], [1, 2, 5]), (.lastBaseline, [4, 3, 0], [1, 2, 5]),
        ]
        for (alignment, ys, heights) in offsets {
            stack.alignment = alignment
            let frames = laidOut(stack, width: 10, height: 5)
            #expect(frames.map(\.minY) == ys, "\(alignment)")
            #expect(frames.map(\.height) == heights, "\(alignment)")
        }
    }

    @Test func stacksNest() {
        let inner = UIStackView(arrangedSubviews: [label("ab"), label("cdef")])
        inner.axis = .vertical
        let outer = UIStackView(arrangedSubviews: [inner, label("x"), UIView()])
        outer.spacing = 1
        #expect(inner.intrinsicContentSize == CGSize(width: 4, height: 2))
        #expect(laidOut(outer, width: 20, height: 2).map(\.width) == [4, 1, 13])
        #expect(outer.intrinsicContentSize.width == UIView.noIntrinsicMetric, "a flexible view stretches the stack")
    }
}
