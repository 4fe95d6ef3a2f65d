import Foundation

// UIKit's additions to `IndexPath`, which the stand-in's lists take as UIKit's do: a path of two
// indexes, the section and the item. Apple's UIKit and AppKit declare them; elsewhere (Linux) the
// stand-in declares them, with UIKit's names, so that code written for one builds on both.
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#else
extension IndexPath {
    /// The path of `item` in `section` of a collection view.
    public init(item: Int, section: Int) {
        // Appending to a one-index path builds the two-index one in place; an array literal
        // would be allocated and freed for every path of a large batch.
        self.init(index: section)
        append(item)
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
}
#endif

extension IndexPath {
    /// How UIKit prints an index path in its exception reasons, without the object's address.
    package var uikitDescription: String {
        "<NSIndexPath> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }
}
