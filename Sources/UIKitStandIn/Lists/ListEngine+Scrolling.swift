import Foundation

// Scrolling to an element, which both lists do alike once they know where it lies.
extension ListEngine {
    /// Whether the list can scroll to the item at `path`; raises UIKit's exception, named
    /// `exceptionName`, for a section or an item that does not exist. `allowsNoItem` lets a
    /// table's `NSNotFound` row name its section.
    func isScrollTarget(_ path: IndexPath, exceptionName: String, allowsNoItem: Bool = false) -> Bool {
        precondition(path.count == 2, "a \(vocabulary.list) scrolls to a section and an \(vocabulary.element), not to \(path)")
        let counts = loadedCounts
        guard counts.indices.contains(path.section) else {
            UIKitException.raise(
                "Attempted to scroll the \(vocabulary.list) to an out-of-bounds section (\(path.section)) when there are only "
                    + "\(counts.count) sections.",
                name: exceptionName, from: host)
            return false
        }
        if allowsNoItem, path.item == NSNotFound { return true }
        guard path.item >= 0, path.item < counts[path.section] else {
            UIKitException.raise(
                "Attempted to scroll the \(vocabulary.list) to an out-of-bounds \(vocabulary.element) (\(path.item)) when there "
                    + "are only \(counts[path.section]) \(vocabulary.elements) in section \(path.section).",
                name: exceptionName, from: host)
            return false
        }
        return true
    }

    /// Scrolls the list at once so that `rect` lies where `vertical` and `horizontal` ask,
    /// within the content as the list lays it out now.
    func scroll(toShow rect: CGRect, vertical: ScrollAlignment?, horizontal: ScrollAlignment?) {
        host.contentSize = host.layoutContentSize()
        host.scroll(toShow: rect, vertical: vertical, horizontal: horizontal)
    }
}
