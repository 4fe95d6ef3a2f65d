import Foundation

/// Stand-in for UIKit's `UIAccessibilityIdentification`: an element that carries a string
/// identifying it to tests and tools. Views conform, as in UIKit; tests and a renderer find a
/// view by it with ``UIView/standInView(withAccessibilityIdentifier:)``.
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// The string identifying the element; `nil` by default.
    var accessibilityIdentifier: String? { get set }
}

// UIKit's protocol is not isolated to the main actor, while views are: as in UIKit, only the
// main actor may touch a view's identifier.
extension UIView: @preconcurrency UIAccessibilityIdentification {}
