import Foundation

/// Stand-in for UIKit's `UIUserInterfaceStyle`: light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style is given: a trait collection that does not set this trait.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
