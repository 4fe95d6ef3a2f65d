import Foundation

/// Stand-in for UIKit's `UIListContentConfiguration`: the text and secondary text of a cell in a
/// list, shown by a ``UIListContentView``. Get one from a cell's
/// ``UITableViewCell/defaultContentConfiguration()``; the stand-in models neither images nor
/// styling (text properties, margins, the `cell()` and `valueCell()` styles).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// The primary text.
    public var text: String?
    /// The secondary text, which the cell shows beside or below the primary text.
    public var secondaryText: String?

    /// A configuration without content, as a cell's `defaultContentConfiguration()` returns.
    init() {}

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }
}
