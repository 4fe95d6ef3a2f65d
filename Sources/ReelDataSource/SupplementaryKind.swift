/// A kind of view a section shows besides its items: its header, its footer, or a kind of a
/// collection view layout's own (a badge, a background).
///
/// Every list shows headers and footers; a UIKit collection view also asks for any other kind
/// its layout places, by the kind's ``rawValue``.
public struct SupplementaryKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kind's name; for a kind of a collection view layout's own, the layout's element kind.
    public let rawValue: String

    /// The kind named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The section's header, above its items.
    public static let header = SupplementaryKind(rawValue: "header")
    /// The section's footer, below its items.
    public static let footer = SupplementaryKind(rawValue: "footer")

    public var description: String { rawValue }
}
