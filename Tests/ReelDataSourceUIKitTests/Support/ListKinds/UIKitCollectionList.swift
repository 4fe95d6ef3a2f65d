#if UIKIT_LISTS
import Foundation
@testable import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelStream
import ReelTestSupport

/// A window showing a UIKit collection view (the stand-in's on Linux) driven through
/// ``CollectionViewList`` by a ``SectionedDataSource``; one-point rows.
@MainActor
final class UIKitCollectionList: UIKitListUnderTest {
    let kind = ListKind.uiCollectionView
    let window: ListWindow
    let collectionView: RecordingCollectionView
    let list: CollectionViewList
    let dataSource: SectionedDataSource<ItemSection, CollectionViewList>

    init(_ options: ListOptions) {
        let frame = CGRect(x: 0, y: 0, width: options.width, height: options.height)
        window = ListWindow(frame: frame)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: options.width, height: 1)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: options.width, height: options.headers ? 1 : 0)
        layout.footerReferenceSize = CGSize(width: options.width, height: options.footers ? 1 : 0)
        collectionView = RecordingCollectionView(frame: frame, collectionViewLayout: layout)
        list = CollectionViewList(collectionView)
        dataSource = Self.dataSource(
            list, options,
            cell: { item in
                // Content 2 and above is highlighted: a content update can change the cell class.
                item.content >= 2 ? .init(CollectionHighlightedItemCell.self) { $0.show(item) } : .init(CollectionItemCell.self) { $0.show(item) }
            },
            sectionView: { model in .init(CollectionSectionView.self) { $0.show(model) } })
        if options.inWindow { addToWindow() }
    }

    var counts: [Int] { (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) } }

    var screen: [String] {
        let top = collectionView.contentOffset.y
        var rows: [(y: CGFloat, text: String)] = collectionView.visibleCells.map { ($0.frame.minY, describe($0 as! any ItemShowing)) }
        for (name, kind) in [("header", UICollectionView.elementKindSectionHeader), ("footer", UICollectionView.elementKindSectionFooter)] {
            for view in collectionView.visibleSupplementaryViews(ofKind: kind) {
                let section = (view as? any SectionShowing)?.section
                rows.append((view.frame.minY, "\(name) \(section.map { "\($0)" } ?? "?")"))
            }
        }
        return rows.sorted { $0.y < $1.y }.map { "\(Int($0.y - top)): \($0.text)" }
    }

    var scrollView: UIScrollView { collectionView }

    var recorder: BatchRecorder { collectionView.recorder }

    var visibleCells: [ItemPath: any ItemShowing] {
        var cells: [ItemPath: any ItemShowing] = [:]
        for cell in collectionView.visibleCells {
            if let path = collectionView.indexPath(for: cell) { cells[ItemPath(path)] = cell as? any ItemShowing }
        }
        return cells
    }

    func header(ofSection section: Int) -> AnyObject? {
        collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }
}
#endif
