#if UIKIT_LISTS
import Foundation
@testable import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelStream
import ReelTestSupport

/// A window showing a UIKit table view (the stand-in's on Linux) driven through ``TableViewList`` by
/// a ``SectionedDataSource``; one-point rows, headers and footers.
@MainActor
final class UIKitTableList: UIKitListUnderTest {
    /// The table's delegate: the list's header and footer views.
    final class SectionViews: NSObject, UITableViewDelegate {
        unowned let list: TableViewList

        init(list: TableViewList) {
            self.list = list
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            list.header(forSection: section)
        }

        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            list.footer(forSection: section)
        }
    }

    let kind = ListKind.uiTableView
    let window: ListWindow
    let tableView: RecordingTableView
    let list: TableViewList
    let dataSource: SectionedDataSource<ItemSection, TableViewList>
    private let sectionViews: SectionViews

    init(_ options: ListOptions) {
        let frame = CGRect(x: 0, y: 0, width: options.width, height: options.height)
        window = ListWindow(frame: frame)
        tableView = RecordingTableView(frame: frame, style: .plain)
        tableView.rowHeight = 1
        // Rows not shown yet lie where they will once measured, as the collection view's do.
        tableView.estimatedRowHeight = 1
        tableView.sectionHeaderHeight = options.headers ? 1 : 0
        tableView.sectionFooterHeight = options.footers ? 1 : 0
        #if !UIKIT_STAND_IN
        // No padding above headers, which UIKit adds from iOS 15 and the stand-in does not:
        // the same offset shows the same rows on both kinds.
        if #available(iOS 15.0, tvOS 15.0, *) { tableView.sectionHeaderTopPadding = 0 }
        #endif
        list = TableViewList(tableView)
        sectionViews = SectionViews(list: list)
        tableView.delegate = sectionViews
        dataSource = Self.dataSource(
            list, options,
            cell: { item in
                // Content 2 and above is highlighted: a content update can change the cell class.
                item.content >= 2 ? .init(TableHighlightedItemCell.self) { $0.show(item) } : .init(TableItemCell.self) { $0.show(item) }
            },
            sectionView: { model in .init(TableSectionView.self) { $0.show(model) } })
        if options.inWindow { addToWindow() }
    }

    var counts: [Int] { (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) } }

    var screen: [String] {
        let top = tableView.contentOffset.y
        var rows: [(y: CGFloat, text: String)] = tableView.visibleCells.map { ($0.frame.minY, describe($0 as! any ItemShowing)) }
        for section in 0..<tableView.numberOfSections {
            for (name, view) in [("header", tableView.headerView(forSection: section)), ("footer", tableView.footerView(forSection: section))] {
                guard let view else { continue }
                let model = (view as? any SectionShowing)?.section
                rows.append((view.frame.minY, "\(name) \(model.map { "\($0)" } ?? "?")"))
            }
        }
        return rows.sorted { $0.y < $1.y }.map { "\(Int($0.y - top)): \($0.text)" }
    }

    var scrollView: UIScrollView { tableView }

    var recorder: BatchRecorder { tableView.recorder }

    var visibleCells: [ItemPath: any ItemShowing] {
        var cells: [ItemPath: any ItemShowing] = [:]
        for cell in tableView.visibleCells {
            if let path = tableView.indexPath(for: cell) { cells[ItemPath(path)] = cell as? any ItemShowing }
        }
        return cells
    }

    func header(ofSection section: Int) -> AnyObject? {
        tableView.headerView(forSection: section)
    }
}
#endif
