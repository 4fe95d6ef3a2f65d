import Foundation

/// Stand-in for UIKit's `NSLayoutConstraint`, declared only to hold ``Axis``, which stack views
/// use. Auto Layout is not there: the stand-in's views are placed by frames, and stack views lay
/// out their arranged views themselves (see ``UIStackView``).
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The direction of a layout: across (horizontal) or down (vertical).
    public enum Axis: Int, @unchecked Sendable {
        case horizontal, vertical
    }

    /// Constraints are not there; the type only holds ``Axis``.
    private override init() {
        super.init()
    }
}
