import ReelUI
import Testing

@MainActor @Suite struct StackViewLayoutTests {
    private func laidOut(_ stack: StackView) -> [Rect] {
        stack.layoutIfNeeded()
        return stack.arrangedSubviews.map(\.frame)
    }

    // MARK: Along the axis

    @Test func verticalViewsGetTheirFittingHeightsAndTheLastOneTheRest() {
        let stack = StackView(
            arrangedSubviews: [FixedSizeView(4, 1), FixedSizeView(6, 2), FixedSizeView(3, 1)],
            spacing: 1,
            frame: Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(
            laidOut(stack) == [
                Rect(x: 0, y: 0, width: 10, height: 1),
                Rect(x: 0, y: 2, width: 10, height: 2),
                Rect(x: 0, y: 5, width: 10, height: 5),
            ])
    }

    @Test func horizontalViewsGetTheirFittingWidthsAndTheLastOneTheRest() {
        let stack = StackView(
            arrangedSubviews: [FixedSizeView(2, 1), FixedSizeView(3, 3)],
            axis: .horizontal,
            spacing: 2,
            frame: Rect(x: 0, y: 0, width: 12, height: 3))
        #expect(laidOut(stack) == [Rect(x: 0, y: 0, width: 2, height: 3), Rect(x: 4, y: 0, width: 8, height: 3)])
    }

    @Test func viewsThatFindNoRoomLeftGetNone() {
        let stack = StackView(
            arrangedSubviews: [FixedSizeView(1, 3), FixedSizeView(1, 3), FixedSizeView(1, 3)],
            frame: Rect(x: 0, y: 0, width: 4, height: 5))
        #expect(laidOut(stack).map(\.height) == [3, 2, 0])
        #expect(laidOut(stack).map(\.minY) == [0, 3, 5])
    }

    @Test func fillEquallyGivesEveryViewTheSameLengthAndTheFirstOnesTheLeftoverCells() {
        let views = [FixedSizeView(1, 1), FixedSizeView(5, 1), FixedSizeView(2, 1)]
        let stack = StackView(
            arrangedSubviews: views, axis: .horizontal, spacing: 1, distribution: .fillEqually,
            frame: Rect(x: 0, y: 0, width: 11, height: 1))
        #expect(laidOut(stack).map(\.minX) == [0, 4, 8])
        #expect(stack.arrangedSubviews.map(\.frame.width) == [3, 3, 3])

        stack.frame.size.width = 10
        #expect(laidOut(stack).map(\.minX) == [0, 4, 8])
        #expect(stack.arrangedSubviews.map(\.frame.width) == [3, 3, 2])

        stack.axis = .vertical
        stack.frame.size = Size(width: 4, height: 7)
        #expect(laidOut(stack).map(\.minY) == [0, 3, 6])
        #expect(stack.arrangedSubviews.map(\.frame.height) == [2, 2, 1])
    }

    // MARK: Across the axis

    @Test(arguments: [
        (StackView.Alignment.fill, 0, 10),
        (.leading, 0, 4),
        (.center, 3, 4),
        (.trailing, 6, 4),
    ])
    func alignmentPlacesViewsAcrossAVerticalStack(alignment: StackView.Alignment, x: Int, width: Int) {
        let stack = StackView(
            arrangedSubviews: [FixedSizeView(4, 2), FixedSizeView(14, 1)],
            alignment: alignment,
            frame: Rect(x: 0, y: 0, width: 10, height: 6))
        let frames = laidOut(stack)
        #expect(frames[0] == Rect(x: x, y: 0, width: width, height: 2))
        #expect(frames[1] == Rect(x: 0, y: 2, width: 10, height: 4), "a view wider than the stack is cut to it")
    }

    @Test(arguments: [
        (StackView.Alignment.fill, 0, 4),
        (.leading, 0, 1),
        (.center, 1, 1),
        (.trailing, 3, 1),
    ])
    func alignmentPlacesViewsAcrossAHorizontalStack(alignment: StackView.Alignment, y: Int, height: Int) {
        let stack = StackView(
            arrangedSubviews: [FixedSizeView(2, 1), FixedSizeView(3, 4)],
            axis: .horizontal,
            alignment: alignment,
            frame: Rect(x: 0, y: 0, width: 8, height: 4))
        let frames = laidOut(stack)
        #expect(frames[0] == Rect(x: 0, y: y, width: 2, height: height))
        #expect(frames[1] == Rect(x: 2, y: 0, width: 6, height: 4))
    }

    @Test func aLabelIsAsTallAsItsTextWrappedAtTheWidthItGets() {
        let stack = StackView(
            arrangedSubviews: [Label(text: "Hi"), Label(text: "Hello world", numberOfLines: 0)],
            axis: .horizontal,
            spacing: 1,
            alignment: .leading,
            frame: Rect(x: 0, y: 0, width: 8, height: 3))
        #expect(laidOut(stack) == [Rect(x: 0, y: 0, width: 2, height: 1), Rect(x: 3, y: 0, width: 5, height: 2)])
    }

    // MARK: Fitting size

    @Test func fitsItsViewsAndTheSpacingBetweenThem() {
        let views = [FixedSizeView(4, 1), FixedSizeView(6, 2), FixedSizeView(3, 1)]
        let stack = StackView(arrangedSubviews: views, spacing: 1)
        let proposal = Size(width: 40, height: 40)
        #expect(stack.sizeThatFits(proposal) == Size(width: 6, height: 6))
        stack.axis = .horizontal
        #expect(stack.sizeThatFits(proposal) == Size(width: 15, height: 2))
        stack.distribution = .fillEqually
        #expect(stack.sizeThatFits(proposal) == Size(width: 20, height: 2))
        views[1].isHidden = true
        #expect(stack.sizeThatFits(proposal) == Size(width: 9, height: 1))
    }

    @Test func anEmptyStackFitsInNoCells() {
        #expect(StackView(spacing: 3).sizeThatFits(Size(width: 9, height: 9)) == .zero)
        let hidden = FixedSizeView(2, 2)
        hidden.isHidden = true
        #expect(StackView(arrangedSubviews: [hidden]).sizeThatFits(Size(width: 9, height: 9)) == .zero)
    }

    /// Regression: a horizontal stack of equal columns measured each view at the whole width, so
    /// a label that wraps in its column made the stack too short (and a scaled image too tall).
    @Test func fillEquallyFitsEachViewToItsShareOfTheWidth() {
        let stack = StackView(
            arrangedSubviews: [Label(text: "one two three", numberOfLines: 0), Label(text: "x")],
            axis: .horizontal, spacing: 1, distribution: .fillEqually)
        // Columns of 6 and 5 cells: "one two three" wraps onto three lines in the first.
        #expect(stack.sizeThatFits(Size(width: 12, height: .max)).height == 3)
    }
}
