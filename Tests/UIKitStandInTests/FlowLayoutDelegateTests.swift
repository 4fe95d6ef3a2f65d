import Foundation
import Testing
import UIKitStandIn

/// A flow layout takes its sizes and spacing from a `UICollectionViewDelegateFlowLayout`, item
/// by item and section by section, and from its own properties otherwise.
@MainActor
@Suite struct FlowLayoutDelegateTests {
    /// Items as wide as 4 points times their number plus one and as tall as their number plus
    /// one; section 1 with its own insets, spacing, header and footer.
    final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
        private(set) var askedSizes = 0

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            askedSizes += 1
            return CGSize(width: 4 * (indexPath.item + 1), height: indexPath.item + 1)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            section == 1 ? UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 0) : .zero
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat {
            section == 1 ? 2 : 0
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat {
            section == 1 ? 1 : 0
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize {
            CGSize(width: 0, height: section == 1 ? 2 : 0)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForFooterInSection section: Int
        ) -> CGSize {
            CGSize(width: 0, height: section == 0 ? 1 : 0)
        }
    }

    private func frame(_ collectionView: UICollectionView, _ section: Int, _ item: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("items take the delegate's sizes, in lines as tall as their tallest item, centred on its centre line")
    func itemSizes() async {
        let fixture = ListFixture([4, 3])
        let sizes = Sizes()
        fixture.collectionView.delegate = sizes
        await fixture.settle()
        let collectionView = fixture.collectionView
        // Section 0, 20 wide: items 4, 8 (a line 2 tall), then 12, 16 on lines of their own.
        #expect(frame(collectionView, 0, 0) == CGRect(x: 0, y: 0.5, width: 4, height: 1))
        #expect(frame(collectionView, 0, 1) == CGRect(x: 4, y: 0, width: 8, height: 2))
        #expect(frame(collectionView, 0, 2) == CGRect(x: 0, y: 2, width: 12, height: 3))
        #expect(frame(collectionView, 0, 3) == CGRect(x: 0, y: 5, width: 16, height: 4))
        // Footer 0 at 9; section 1: header 10 to 12, inset 1 on top and 2 on the left, items
        // 1 apart sideways: 4 and 8 on a line 2 tall, then 12 after a spacing of 2.
        let footer = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 9, width: 20, height: 1))
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 10, width: 20, height: 2))
        #expect(frame(collectionView, 1, 0) == CGRect(x: 2, y: 13.5, width: 4, height: 1))
        #expect(frame(collectionView, 1, 1) == CGRect(x: 7, y: 13, width: 8, height: 2))
        #expect(frame(collectionView, 1, 2) == CGRect(x: 2, y: 17, width: 12, height: 3))
        #expect(collectionView.contentSize.height == 23, "the last line ends at 20, and the section's bottom inset is 3")
        #expect(collectionView.indexPathsForVisibleItems.sorted() == [[0, 0], [0, 1], [0, 2], [0, 3]])
    }

    @Test("without a flow-layout delegate the layout's own properties apply")
    func layoutProperties() async {
        let fixture = ListFixture([3])
        fixture.collectionView.delegate = SelectionRecorder()
        fixture.layout.itemSize = CGSize(width: 5, height: 2)
        fixture.layout.minimumInteritemSpacing = 1
        fixture.layout.sectionInset = UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 1)
        await fixture.settle()
        #expect(frame(fixture.collectionView, 0, 2) == CGRect(x: 13, y: 1, width: 5, height: 2))
    }

    @Test("setting the delegate lays out again with its sizes")
    func delegateChange() async {
        let fixture = ListFixture([2])
        await fixture.settle()
        #expect(frame(fixture.collectionView, 0, 1) == CGRect(x: 0, y: 1, width: 20, height: 1))
        let sizes = Sizes()
        fixture.collectionView.delegate = sizes
        #expect(frame(fixture.collectionView, 0, 1) == CGRect(x: 4, y: 0, width: 8, height: 2))
        #expect(sizes.askedSizes == 2)
    }
}
