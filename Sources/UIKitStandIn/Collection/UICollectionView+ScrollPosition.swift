import Foundation

extension UICollectionView {
    /// Where a collection view scrolls an item to: at most one vertical position (`top`,
    /// `centeredVertically`, `bottom`) and one horizontal (`left`, `centeredHorizontally`,
    /// `right`), which UIKit documents as mutually exclusive. An axis without one is not
    /// scrolled; the empty set scrolls nothing.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's centre at the vertical centre of the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's centre at the horizontal centre of the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)

        private static let verticalOptions: ScrollPosition = [.top, .centeredVertically, .bottom]
        private static let horizontalOptions: ScrollPosition = [.left, .centeredHorizontally, .right]

        /// Whether two options of one axis are combined.
        var combinesExclusiveOptions: Bool {
            intersection(Self.verticalOptions).rawValue.nonzeroBitCount > 1
                || intersection(Self.horizontalOptions).rawValue.nonzeroBitCount > 1
        }

        /// Where the item goes vertically; `nil` for nowhere.
        var vertical: ScrollAlignment? { alignment(start: .top, center: .centeredVertically, end: .bottom) }

        /// Where the item goes horizontally; `nil` for nowhere.
        var horizontal: ScrollAlignment? { alignment(start: .left, center: .centeredHorizontally, end: .right) }

        private func alignment(start: ScrollPosition, center: ScrollPosition, end: ScrollPosition) -> ScrollAlignment? {
            if contains(start) { return .start }
            if contains(center) { return .center }
            if contains(end) { return .end }
            return nil
        }
    }
}
