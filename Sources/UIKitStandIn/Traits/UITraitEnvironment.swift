import Foundation

/// Stand-in for UIKit's `UITraitEnvironment`: something shown in an environment of traits,
/// told when they change. ``UIView``, ``UIWindow`` and ``UIViewController`` adopt it.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the environment the object is shown in.
    var traitCollection: UITraitCollection { get }

    /// Called after ``traitCollection`` changed, with the collection it had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
