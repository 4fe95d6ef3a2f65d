import Foundation

/// Stand-in for UIKit's `UILabel`: text, without drawing.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
}
