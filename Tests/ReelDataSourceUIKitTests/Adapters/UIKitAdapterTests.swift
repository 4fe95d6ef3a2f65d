#if UIKIT_LISTS
import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelTestSupport
import Testing

/// What an iOS engineer expects of the UIKit lists (the UIKit stand-in's on Linux): cell classes
/// respected, every supplementary kind updated in place, paths that convert, and no crash
/// before a window or a first layout pass.
@MainActor
@Suite struct UIKitAdapterTests {
    @Test("ItemPath and IndexPath convert both ways, for items and rows alike")
    func pathConversions() {
        let path = ItemPath(item: 4, section: 2)
        #expect(IndexPath(path) == IndexPath(item: 4, section: 2))
        #expect(IndexPath(path) == IndexPath(row: 4, section: 2))
        #expect(ItemPath(IndexPath(row: 4, section: 2)) == path)
    }

    /// The recorder of a UIKit list under test.
    private func recorder(_ list: any ListUnderTest) -> BatchRecorder {
        switch list {
        case let list as UIKitCollectionList: list.collectionView.recorder
        case let list as UIKitTableList: list.tableView.recorder
        default: preconditionFailure("\(list.kind) is not a UIKit list")
        }
    }

    @Test("an updated item whose cell class changes is reloaded; one that keeps it is reconfigured", arguments: [ListKind.uiCollectionView, .uiTableView])
    func classChangeReloads(_ kind: ListKind) async {
        let list = kind.make()
        let source = [section(0, [1, 2, 3, 4]), section(1, [5])]
        await list.show(source)
        var target = source
        target[0].items[1].content = 1  // same class
        target[0].items[2].content = 2  // highlighted class
        target[0].items.remove(at: 0)  // shifts both up by one after the batch
        target[1].items[0].content = 3  // highlighted class, off the item's first look
        await list.show(target)
        list.expectShows(target)
        #expect(recorder(list).reconfiguredItems == [ItemPath(item: 1, section: 0)], "\(kind)")
        #expect(recorder(list).reloadedItems.sorted() == [ItemPath(item: 2, section: 0), ItemPath(item: 0, section: 1)], "\(kind)")
    }

    @Test("an updated item keeping its class is reconfigured where its cell is shown or it is selected, reloaded elsewhere", arguments: [ListKind.uiCollectionView, .uiTableView])
    func offScreenUpdatesReload(_ kind: ListKind) async {
        let list = kind.make()  // a header and eleven rows shown: items 0 to 10
        let source = [section(0, Array(1...30))]
        await list.show(source)
        let selected = IndexPath(item: 19, section: 0)
        switch list {
        case let list as UIKitCollectionList: list.collectionView.selectItem(at: selected, animated: false, scrollPosition: [])
        case let list as UIKitTableList: list.tableView.selectRow(at: selected, animated: false, scrollPosition: .none)
        default: preconditionFailure("\(kind) is not a UIKit list")
        }
        var target = source
        target[0].items[1].content = 1  // shown
        target[0].items[19].content = 1  // selected, off screen
        target[0].items[24].content = 1  // off screen: no cell to keep
        await list.show(target)
        list.expectShows(target)
        #expect(recorder(list).reconfiguredItems == [ItemPath(item: 1, section: 0), ItemPath(item: 19, section: 0)], "\(kind)")
        #expect(recorder(list).reloadedItems == [ItemPath(item: 24, section: 0)], "\(kind)")
        let selection = switch list {
        case let list as UIKitCollectionList: list.collectionView.indexPathsForSelectedItems
        case let list as UIKitTableList: list.tableView.indexPathsForSelectedRows
        default: preconditionFailure("\(kind) is not a UIKit list")
        }
        #expect(selection == [selected], "\(kind): a reconfigured item stays selected")
    }

    @Test("a batch asks the cell provider about the updated items whose cells are shown, not about every updated item")
    func providerAskedAboutShownUpdatesOnly() async {
        let window = ListWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 1)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        var asked: [Int] = []
        let dataSource = SectionedDataSource<ItemSection, CollectionViewList>(list: CollectionViewList(collectionView)) { _, _, item in
            asked.append(item.id)
            return .init(CollectionItemCell.self) { $0.show(item) }
        }
        let source = [section(0, Array(0..<500))]
        dataSource.applyUsingReloadData(source, completion: nil)
        await window.settle()
        asked = []
        var target = source
        for index in target[0].items.indices { target[0].items[index].content = 1 }
        dataSource.apply(target, completion: nil)
        await window.settle()
        #expect(dataSource.sections == target)
        #expect(Set(asked) == Set(0..<10), "the ten items shown: their classes before and after, and their cells")
    }

    @Test("an animated apply before the list's first layout pass, or right after it joined a window, breaks no rule", arguments: [ListKind.uiCollectionView, .uiTableView])
    func beforeTheFirstLayoutPass(_ kind: ListKind) async {
        // In a window, never laid out: the counts are read when the first batch starts.
        let inWindow = kind.make()
        let first = [section(0, [1, 2]), section(1, [3])]
        inWindow.apply(first, animated: true, completion: nil)
        await inWindow.show([section(0, [2, 1, 4])])
        inWindow.expectShows([section(0, [2, 1, 4])])

        // Out of a window it reloads; joining one, it animates before its first layout pass.
        let joining = kind.make(ListOptions(inWindow: false))
        joining.apply(first, animated: true, completion: nil)
        joining.addToWindow()
        await joining.show([section(1, [3, 5]), section(0, [1])])
        joining.expectShows([section(1, [3, 5]), section(0, [1])])
        #expect(!joining.batches.isEmpty, "\(kind): animated once in a window")
    }

    // MARK: Supplementary views

    /// A header of another class, for sections whose title reaches 2.
    final class AlternateHeader: UICollectionReusableView, SectionShowing {
        private(set) var section: SectionHeader?
        private(set) var configureCount = 0

        func show(_ section: SectionHeader) {
            self.section = section
            configureCount += 1
        }
    }

    /// A flow layout that also places a badge, a supplementary kind of its own, at the right
    /// end of each section's first row.
    final class BadgeLayout: UICollectionViewFlowLayout {
        static let kind = "badge"

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let elements = super.layoutAttributesForElements(in: rect) ?? []
            let badges = Set(elements.map(\.indexPath.section)).compactMap {
                layoutAttributesForSupplementaryView(ofKind: Self.kind, at: IndexPath(item: 0, section: $0))
            }
            return elements + badges.filter { $0.frame.minY < rect.maxY && $0.frame.maxY > rect.minY }
        }

        override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            guard elementKind == Self.kind else { return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
            guard let row = layoutAttributesForItem(at: IndexPath(item: 0, section: indexPath.section)) else { return nil }
            let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
            badge.frame = CGRect(x: row.frame.maxX - 3, y: row.frame.minY, width: 3, height: 1)
            return badge
        }
    }

    /// A window with a collection view laid out by ``BadgeLayout``: headers, footers and
    /// badges, each section's from one provider; headers change class at title 2.
    @MainActor
    private final class BadgedList {
        let window = ListWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
        let collectionView: RecordingCollectionView
        let list: CollectionViewList
        let dataSource: SectionedDataSource<ItemSection, CollectionViewList>

        init() {
            let layout = BadgeLayout()
            layout.itemSize = CGSize(width: 30, height: 1)
            layout.minimumLineSpacing = 0
            layout.headerReferenceSize = CGSize(width: 30, height: 1)
            layout.footerReferenceSize = CGSize(width: 30, height: 1)
            collectionView = RecordingCollectionView(frame: window.bounds, collectionViewLayout: layout)
            list = CollectionViewList(collectionView)
            dataSource = SectionedDataSource(
                list: list,
                cellProvider: { _, _, item in .init(CollectionItemCell.self) { $0.show(item) } },
                supplementaryViewProvider: { _, kind, _, model in
                    if kind == .header, model.model.title >= 2 { return .init(AlternateHeader.self) { $0.show(model.model) } }
                    return .init(CollectionSectionView.self) { $0.show(model.model) }
                })
            window.addSubview(collectionView)
        }

        func show(_ sections: [ItemSection]) async {
            await dataSource.apply(sections)
            await window.settle()
        }

        func view(ofKind kind: String, inSection section: Int) -> (any SectionShowing)? {
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section)) as? any SectionShowing
        }
    }

    @Test("headers, footers and a layout's own kind are declared per section and configured in place when the section changes")
    func everyKindUpdatesInPlace() async {
        let badged = BadgedList()
        await badged.show([section(0, [1, 2]), section(1, [3])])
        let kinds = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, BadgeLayout.kind]
        let before = kinds.map { badged.view(ofKind: $0, inSection: 1) }
        #expect(before.allSatisfy { $0?.section == SectionHeader(id: 1) })
        let batches = badged.collectionView.recorder.batches.count

        await badged.show([section(0, [1, 2]), section(1, [3], title: 1)])
        for (kind, view) in zip(kinds, before) {
            #expect(badged.view(ofKind: kind, inSection: 1) === view, "\(kind)")
            #expect(view?.section == SectionHeader(id: 1, title: 1), "\(kind)")
            #expect(view?.configureCount == 2, "\(kind)")
        }
        #expect(badged.collectionView.recorder.batches.count == batches, "configured in place, no batch")
        #expect(badged.window.exceptions.isEmpty)
    }

    @Test("a header whose class changes is replaced by reloading its section")
    func headerClassChangeReloadsTheSection() async {
        let badged = BadgedList()
        await badged.show([section(0, [1, 2]), section(1, [3])])
        await badged.show([section(0, [1, 2]), section(1, [3], title: 2)])
        #expect(badged.view(ofKind: UICollectionView.elementKindSectionHeader, inSection: 1) is AlternateHeader)
        #expect(badged.view(ofKind: UICollectionView.elementKindSectionFooter, inSection: 1)?.section == SectionHeader(id: 1, title: 2))
        #expect(badged.collectionView.recorder.batches.last == BatchUpdate(updatedSections: [1]))
        #expect(badged.window.exceptions.isEmpty)
    }
}
#endif
