import Foundation
import Testing
import UIKitStandIn

/// Points and rectangles move between views' coordinates through their frames and bounds.
@MainActor
@Suite struct UIViewCoordinateConversionTests {
    @Test func pointsConvertBetweenSiblingsAndAncestors() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 1, y: 2, width: 5, height: 5))
        let sibling = UIView(frame: CGRect(x: 30, y: 5, width: 5, height: 5))
        window.addSubview(parent)
        parent.addSubview(child)
        window.addSubview(sibling)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: window) == CGPoint(x: 12, y: 23))
        #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 12, y: 23), "nil is the window")
        #expect(child.convert(CGPoint(x: 1, y: 1), to: sibling) == CGPoint(x: -18, y: 18))
        #expect(sibling.convert(CGPoint(x: -18, y: 18), to: child) == CGPoint(x: 1, y: 1))
        #expect(child.convert(CGPoint(x: 12, y: 23), from: nil) == CGPoint(x: 1, y: 1))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 3, height: 4), to: window) == CGRect(x: 11, y: 22, width: 3, height: 4))
        #expect(window.convert(CGRect(x: 11, y: 22, width: 3, height: 4), from: nil) == CGRect(x: 11, y: 22, width: 3, height: 4))
        #expect(child.convert(CGRect(x: 11, y: 22, width: 3, height: 4), from: window) == CGRect(x: 0, y: 0, width: 3, height: 4))
    }

    @Test func aScrollViewsContentOffsetCounts() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 10, width: 20, height: 20))
        let content = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 5))
        scrollView.addSubview(content)
        scrollView.contentOffset = CGPoint(x: 0, y: 95)
        #expect(content.convert(CGPoint.zero, to: scrollView) == CGPoint(x: 0, y: 100))
        let root = UIView()
        root.addSubview(scrollView)
        #expect(content.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 15))
    }
}
