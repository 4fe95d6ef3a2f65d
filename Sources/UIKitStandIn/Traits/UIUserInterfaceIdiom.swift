import Foundation

/// Stand-in for UIKit's `UIUserInterfaceIdiom`: the kind of device an interface is made for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// No idiom is given: a trait collection that does not set this trait.
    case unspecified = -1
    /// iPhone and iPod touch.
    case phone
    /// iPad.
    case pad
    /// Apple TV.
    case tv
    /// CarPlay.
    case carPlay
    /// A Mac, with an interface optimised for it.
    @available(iOS 14.0, *)
    case mac = 5
}
