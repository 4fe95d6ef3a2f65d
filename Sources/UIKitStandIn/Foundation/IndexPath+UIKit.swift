import Foundation

// UIKit's additions to `IndexPath`: a path of two indexes, the section and the item or row.
extension IndexPath {
    /// The path of `item` in `section` of a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The path of `row` in `section` of a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item, in a collection view.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row, in a table view.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

extension IndexPath {
    /// How UIKit prints an index path in its exception reasons, without the object's address.
    var uikitDescription: String {
        "<NSIndexPath> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }
}
