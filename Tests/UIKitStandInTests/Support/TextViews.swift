import Foundation
import UIKitStandIn

/// The collection view cell of the tests: shows a text, counts its reuses.
final class StandInTextCell: UICollectionViewCell {
    var text = ""
    private(set) var reuses = 0

    override func prepareForReuse() {
        reuses += 1
        text = ""
    }
}

/// A second cell class, for the rules about cells of another class.
final class OtherTextCell: UICollectionViewCell {}

/// The collection view header and footer of the tests.
final class TextSupplementaryView: UICollectionReusableView {
    var text = ""
}

/// The table view cell of the tests.
final class TextTableCell: UITableViewCell {
    var text = ""
}

/// A second table cell class.
final class OtherTextTableCell: UITableViewCell {}
