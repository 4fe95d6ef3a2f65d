import Foundation
import Testing
import UIKitStandIn

/// `scrollToItem(at:at:animated:)` moves the content offset to UIKit's scroll positions on each
/// axis, as far as the layout's content allows, and refuses what UIKit refuses.
@MainActor
@Suite struct ScrollToItemTests {
    private func item(_ item: Int, section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// Thirty one-point items, one per line, in a collection view ten points tall and as wide as
    /// its content: the offset rests between 0 and 20, and does not move sideways.
    private func collection() async -> ListFixture {
        let fixture = ListFixture([30])
        await fixture.settle()
        return fixture
    }

    @Test("top, centeredVertically and bottom put the item there", arguments: [
        (UICollectionView.ScrollPosition.top, CGFloat(12)), (.centeredVertically, 7.5), (.bottom, 3),
    ])
    func verticalPositions(_ position: UICollectionView.ScrollPosition, offset: CGFloat) async {
        let fixture = await collection()
        fixture.collectionView.scrollToItem(at: item(12), at: position, animated: true)
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: offset))
    }

    @Test("the empty set scrolls nothing; an axis without a position keeps its offset")
    func noPosition() async {
        let fixture = await collection()
        let collectionView = fixture.collectionView
        collectionView.scrollToItem(at: item(25), at: [], animated: false)
        #expect(collectionView.contentOffset == .zero)
        collectionView.scrollToItem(at: item(25), at: .left, animated: false)
        #expect(collectionView.contentOffset == .zero)
    }

    @Test("left, centeredHorizontally and right move sideways only within the content and its insets")
    func horizontalPositions() async {
        let fixture = await collection()
        let collectionView = fixture.collectionView
        collectionView.scrollToItem(at: item(12), at: [.top, .right], animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 12), "the content is as wide as the view")
        // A left inset of 5 lets the view rest between -5 and 0 sideways.
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
        collectionView.scrollToItem(at: item(12), at: .left, animated: false)
        #expect(collectionView.contentOffset.x == -5)
        collectionView.scrollToItem(at: item(12), at: .centeredHorizontally, animated: false)
        #expect(collectionView.contentOffset.x == -2.5)
        collectionView.scrollToItem(at: item(12), at: .right, animated: false)
        #expect(collectionView.contentOffset.x == 0)
    }

    @Test("the offset stays within the content")
    func withinTheContent() async {
        let fixture = await collection()
        fixture.collectionView.scrollToItem(at: item(29), at: .top, animated: false)
        #expect(fixture.collectionView.contentOffset.y == 20)
        fixture.collectionView.scrollToItem(at: item(2), at: .bottom, animated: false)
        #expect(fixture.collectionView.contentOffset.y == 0)
    }

    @Test("an item or section that does not exist raises UIKit's exception")
    func outOfBounds() async {
        let fixture = await collection()
        let pastTheItems = fixture.exception { fixture.collectionView.scrollToItem(at: item(30), at: .top, animated: false) }
        #expect(pastTheItems?.name == "NSInternalInconsistencyException")
        #expect(
            pastTheItems?.reason
                == "Attempted to scroll the collection view to an out-of-bounds item (30) when there are only 30 items in section 0.")
        let pastTheSections = fixture.reason { fixture.collectionView.scrollToItem(at: item(0, section: 2), at: .top, animated: false) }
        #expect(pastTheSections == "Attempted to scroll the collection view to an out-of-bounds section (2) when there are only 1 sections.")
    }

    @Test("two positions of one axis raise, as UIKit documents them mutually exclusive")
    func exclusivePositions() async {
        let fixture = await collection()
        let exception = fixture.exception { fixture.collectionView.scrollToItem(at: item(12), at: [.top, .bottom], animated: false) }
        #expect(exception?.name == "NSInvalidArgumentException")
        #expect(fixture.exception { fixture.collectionView.scrollToItem(at: item(12), at: [.left, .right], animated: false) } != nil)
        #expect(fixture.collectionView.contentOffset == .zero)
    }
}
