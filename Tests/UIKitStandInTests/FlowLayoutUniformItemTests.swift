import Foundation
import ReelTestSupport
import Testing
import UIKitStandIn

/// A flow layout without a flow layout delegate lays out items all of its `itemSize` by
/// arithmetic; it puts every item, header and footer where the item-by-item layout (the one a
/// delegate's sizes get) puts items of that size.
@MainActor
@Suite struct FlowLayoutUniformItemTests {
    /// A flow layout delegate that answers the layout's own properties, item by item.
    final class LayoutProperties: NSObject, UICollectionViewDelegateFlowLayout {}

    /// A random length in quarter points up to `maximum`. Quarter points keep the sums exact, so
    /// that the arithmetic layout's line tops (multiples of the distance between lines) and the
    /// item-by-item layout's (one line's bottom plus the spacing, again and again) are the same
    /// numbers, as they are for whole and half points in apps.
    private func length(_ fuzz: inout FuzzCase, upTo maximum: Int) -> CGFloat {
        CGFloat(fuzz.int(in: 0...(maximum * 4))) / 4
    }

    /// The elements the layout of `collectionView` puts in `rect`, with their frames.
    private func elements(of collectionView: UICollectionView, in rect: CGRect) -> [String] {
        (collectionView.collectionViewLayout.layoutAttributesForElements(in: rect) ?? []).map {
            "\($0.representedElementKind ?? "cell") \($0.indexPath) \($0.frame)"
        }
    }

    @Test("items all of itemSize lie where the item-by-item layout puts them")
    func arithmeticMatchesItemByItem() {
        Fuzz.run(seed: 0xF10_7A11, cases: 400) { fuzz in
            let width = length(&fuzz, upTo: 300)
            let counts = (0..<fuzz.int(in: 0...4)).map { _ in fuzz.int(in: 0...80) }
            let itemSize = CGSize(width: length(&fuzz, upTo: 120), height: length(&fuzz, upTo: 40))
            let inset = UIEdgeInsets(
                top: length(&fuzz, upTo: 20), left: length(&fuzz, upTo: 40), bottom: length(&fuzz, upTo: 20),
                right: length(&fuzz, upTo: 40))
            let lineSpacing = length(&fuzz, upTo: 20)
            let interitemSpacing = length(&fuzz, upTo: 20)
            let header = CGSize(width: 0, height: fuzz.chance(0.5) ? length(&fuzz, upTo: 10) : 0)
            let footer = CGSize(width: 0, height: fuzz.chance(0.5) ? length(&fuzz, upTo: 10) : 0)
            let dataSource = CountsDataSource(counts)
            let delegate = LayoutProperties()
            // Without a flow layout delegate, then with one that gives the same sizes item by item.
            let collectionViews = [nil, delegate].map { (delegate: LayoutProperties?) in
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = itemSize
                layout.sectionInset = inset
                layout.minimumLineSpacing = lineSpacing
                layout.minimumInteritemSpacing = interitemSpacing
                layout.headerReferenceSize = header
                layout.footerReferenceSize = footer
                let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 50), collectionViewLayout: layout)
                collectionView.dataSource = dataSource
                collectionView.delegate = delegate
                return collectionView
            }
            let (arithmetic, byItem) = (collectionViews[0], collectionViews[1])
            #expect(
                arithmetic.collectionViewLayout.collectionViewContentSize == byItem.collectionViewLayout.collectionViewContentSize,
                "\(fuzz)")
            for (section, count) in counts.enumerated() {
                let items = (0..<count).map { IndexPath(item: $0, section: section) }
                #expect(
                    items.map { arithmetic.layoutAttributesForItem(at: $0)?.frame }
                        == items.map { byItem.layoutAttributesForItem(at: $0)?.frame },
                    "section \(section), \(fuzz)")
                for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                    let path = IndexPath(item: 0, section: section)
                    #expect(
                        arithmetic.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)?.frame
                            == byItem.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)?.frame,
                        "\(kind) \(section), \(fuzz)")
                }
            }
            let height = arithmetic.collectionViewLayout.collectionViewContentSize.height
            for _ in 0..<4 {
                let top = length(&fuzz, upTo: Int(height) + 10) - 5
                let rect = CGRect(x: 0, y: top, width: width, height: length(&fuzz, upTo: 60))
                #expect(elements(of: arithmetic, in: rect) == elements(of: byItem, in: rect), "in \(rect), \(fuzz)")
            }
        }
    }
}
