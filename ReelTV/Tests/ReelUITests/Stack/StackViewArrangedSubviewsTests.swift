import ReelUI
import Testing

@MainActor @Suite struct StackViewArrangedSubviewsTests {
    private let a = View()
    private let b = View()
    private let c = View()

    @Test func arrangedViewsBecomeSubviewsInOrder() {
        let stack = StackView(arrangedSubviews: [a, b])
        stack.addArrangedSubview(c)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        #expect(stack.subviews.count == 3)
        #expect([a, b, c].allSatisfy { $0.superview === stack })
    }

    @Test func insertingPlacesAViewAtAnIndexAndMovesOneAlreadyArranged() {
        let stack = StackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        stack.insertArrangedSubview(a, at: 2)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        #expect(stack.subviews.count == 3)
    }

    @Test func arrangingAPlainSubviewKeepsItWhereItIs() {
        let stack = StackView()
        stack.addSubview(a)
        stack.addSubview(b)
        stack.addArrangedSubview(a)
        #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
    }

    @Test func removingAnArrangedViewTakesItOutOfTheStack() {
        let stack = StackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        #expect(a.superview == nil)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews.count == 1)
    }

    @Test func aViewLeavingTheStackAnyWayStopsBeingArranged() {
        let stack = StackView(arrangedSubviews: [a, b, c])
        let other = StackView()
        a.removeFromSuperview()
        other.addArrangedSubview(b)
        View().addSubview(c)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(other.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
    }

    @Test func removingAnArrangedViewLaysTheStackOutOnTheNextTurn() {
        let window = Window.portrait(width: 10, height: 4)
        let first = FixedSizeView(2, 1)
        let second = FixedSizeView(2, 1)
        let stack = StackView(arrangedSubviews: [first, second], frame: window.bounds)
        window.addSubview(stack)
        window.loop.runTurn()
        #expect(second.frame.minY == 1)

        stack.removeArrangedSubview(first)
        #expect(stack.needsLayout && window.needsLayout)
        #expect(second.frame.minY == 1)
        window.loop.runTurn()
        #expect(second.frame == Rect(x: 0, y: 0, width: 10, height: 4))
    }
}
