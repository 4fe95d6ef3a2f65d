import Foundation
import Testing
import UIKitStandIn

/// A collection view or table view 20 points wide and 10 tall, rows one point tall (headers
/// and footers too, when asked for), driven by a ``CountsDataSource``; in a shown window unless
/// asked otherwise, with the exceptions its window's loop receives.
///
/// The table estimates its rows one point tall, as an app whose rows are all one height does:
/// rows not measured yet lie where they will once measured, unless a test's delegate gives
/// other heights.
@MainActor
final class ListFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let dataSource: CountsDataSource
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), style: .plain)
    private(set) var exceptions: [UIKitException] = []

    init(_ counts: [Int], headers: Bool = false, footers: Bool = false, inWindow: Bool = true) {
        dataSource = CountsDataSource(counts)
        layout.itemSize = CGSize(width: 20, height: 1)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 20, height: headers ? 1 : 0)
        layout.footerReferenceSize = CGSize(width: 20, height: footers ? 1 : 0)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        collectionView.register(StandInTextCell.self, forCellWithReuseIdentifier: CountsDataSource.cellIdentifier)
        collectionView.register(OtherTextCell.self, forCellWithReuseIdentifier: CountsDataSource.otherCellIdentifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, BadgeLayout.badgeKind] {
            collectionView.register(TextSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: CountsDataSource.headerIdentifier)
        }
        collectionView.dataSource = dataSource
        tableView.rowHeight = 1
        tableView.estimatedRowHeight = 1
        tableView.sectionHeaderHeight = headers ? 1 : 0
        tableView.sectionFooterHeight = footers ? 1 : 0
        tableView.register(TextTableCell.self, forCellReuseIdentifier: CountsDataSource.cellIdentifier)
        tableView.register(OtherTextTableCell.self, forCellReuseIdentifier: CountsDataSource.otherCellIdentifier)
        tableView.dataSource = dataSource
        window.standInRunLoop.uncaughtExceptionHandler = { [unowned self] in exceptions.append($0) }
        if inWindow {
            window.addSubview(collectionView)
            window.addSubview(tableView)
            window.makeKeyAndVisible()
        }
    }

    /// Waits until the window's loop is idle: laid out, every animation ended.
    func settle() async {
        await window.standInRunLoop.settle()
    }

    /// The reason of the exception `body` raises on the collection view (or table view), if any.
    func reason(_ body: () -> Void) -> String? {
        exception(body)?.reason
    }

    /// The exception `body` raises on the collection view (or table view), if any.
    func exception(_ body: () -> Void) -> UIKitException? {
        do {
            try UIKitException.catching(body)
            return nil
        } catch {
            return error as? UIKitException
        }
    }
}
