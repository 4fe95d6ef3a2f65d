import Foundation
import Testing
import UIKitStandIn

/// Labels measure their text on the grid, show the lines that fit their bounds, and tell the
/// views laying them out when their size changes.
@MainActor
@Suite struct UILabelTests {
    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(label.isEnabled)
        #expect(!label.isHighlighted)
        #expect(label.highlightedTextColor == nil)
        #expect(!label.isUserInteractionEnabled)
    }

    @Test func settingNilFontOrColourGoesBackToTheDefault() {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .red
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
    }

    @Test func aLabelOfOneLineMeasuresItsTextOnOneLineWhateverTheWidth() {
        let label = UILabel()
        label.text = "Hello wonderful world"
        #expect(label.intrinsicContentSize == CGSize(width: 21, height: 1))
        #expect(label.sizeThatFits(CGSize(width: 5, height: 5)) == CGSize(width: 21, height: 1))
    }

    @Test func aLabelOfSeveralLinesWrapsAtTheProposedWidth() {
        let label = UILabel()
        label.text = "one two three four five"
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 9, height: 1)) == CGSize(width: 9, height: 3), "the height is no limit")
        #expect(label.sizeThatFits(.zero) == CGSize(width: 23, height: 1), "a width of 0 sets no limit")
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 9, height: 100)) == CGSize(width: 9, height: 2))
    }

    @Test func theIntrinsicSizeOfSeveralLinesWrapsAtThePreferredWidthElseTheLabelsWidth() {
        let label = UILabel()
        label.text = "one two three four five"
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 23, height: 1))
        label.frame = CGRect(x: 0, y: 0, width: 13, height: 1)
        #expect(label.intrinsicContentSize == CGSize(width: 13, height: 2))
        label.preferredMaxLayoutWidth = 9
        #expect(label.intrinsicContentSize == CGSize(width: 9, height: 3))
    }

    @Test func emptyOrNoTextMeasuresZero() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.sizeThatFits(CGSize(width: 10, height: 10)) == .zero)
    }

    @Test func sizeToFitSizesTheLabelToItsText() {
        let label = UILabel(frame: CGRect(x: 3, y: 4, width: 0, height: 0))
        label.text = "映画 night"
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 3, y: 4, width: 10, height: 1))
    }

    @Test func theLinesShownAreThoseThatFitTheBounds() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 9, height: 3))
        label.text = "one two three four five"
        #expect(label.standInLines == ["one two…"], "one line by default")
        label.numberOfLines = 0
        #expect(label.standInLines == ["one two", "three", "four five"])
        label.frame.size.height = 2
        #expect(label.standInLines == ["one two", "three fo…"], "the height limits the lines")
        label.lineBreakMode = .byWordWrapping
        #expect(label.standInLines == ["one two", "three"])
        label.frame.size = CGSize(width: 0, height: 2)
        #expect(label.standInLines.isEmpty, "no width shows nothing")
    }

    @Test func aChangeOfTextLaysOutTheViewsHoldingTheLabel() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        let container = LayoutCountingView()
        window.addSubview(container)
        let label = UILabel()
        container.addSubview(label)
        window.layoutIfNeeded()
        let layouts = container.layouts
        label.text = "changed"
        window.layoutIfNeeded()
        #expect(container.layouts == layouts + 1)
        label.text = "changed"
        window.layoutIfNeeded()
        #expect(container.layouts == layouts + 1, "the same text changes nothing")
    }
}
