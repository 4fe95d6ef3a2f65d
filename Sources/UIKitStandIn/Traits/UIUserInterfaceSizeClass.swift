import Foundation

/// Stand-in for UIKit's `UIUserInterfaceSizeClass`: how much room a trait environment has
/// along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class is given: a trait collection that does not set this trait.
    case unspecified
    /// Little room, as an iPhone's width held upright, or its height held sideways.
    case compact
    /// Plenty of room, as an iPhone's height held upright, or an iPad's either way.
    case regular
}
