import Foundation

/// Stand-in for UIKit's `UIMenuElement`, the base of ``UIAction``: it holds the attributes and
/// states menu elements share. The stand-in has no menus.
@MainActor
open class UIMenuElement: NSObject {
    /// How a menu element shows and behaves.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt

        /// The attributes of bits `rawValue`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The element cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element destroys something, and shows so.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays up after the element is chosen.
        @available(iOS 16.0, *)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether a menu element shows as on, off or mixed.
    public enum State: Int, @unchecked Sendable {
        case off, on, mixed
    }

    /// Menu elements are made as actions.
    override init() {
        super.init()
    }
}
