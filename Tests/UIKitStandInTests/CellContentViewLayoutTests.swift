import Foundation
import Testing
import UIKitStandIn

/// A cell's content view is as large as the cell, as UIKit keeps it, so content laid out in it
/// follows the cell's size.
@MainActor
@Suite struct CellContentViewLayoutTests {
    @Test("a collection view cell's content view takes the cell's bounds when the cell lays out")
    func collectionViewCell() {
        let cell = UICollectionViewCell(frame: .zero)
        let contentView = cell.contentView
        cell.frame = CGRect(x: 5, y: 7, width: 30, height: 4)
        cell.layoutIfNeeded()
        #expect(contentView.frame == CGRect(x: 0, y: 0, width: 30, height: 4))
        cell.frame.size.width = 12
        cell.layoutIfNeeded()
        #expect(contentView.frame.size == CGSize(width: 12, height: 4))
    }

    @Test("a table view cell's content view takes the cell's bounds when the cell lays out")
    func tableViewCell() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let contentView = cell.contentView
        cell.frame = CGRect(x: 0, y: 3, width: 40, height: 2)
        cell.layoutIfNeeded()
        #expect(contentView.frame == CGRect(x: 0, y: 0, width: 40, height: 2))
    }
}
