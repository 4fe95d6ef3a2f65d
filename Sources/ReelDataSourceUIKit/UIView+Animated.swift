#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation

extension UIView {
    /// Runs `changes` as they are when `animated`, and inside `performWithoutAnimation(_:)`
    /// when not: one switch for both UIKit lists' batch updates.
    @MainActor
    static func perform(animated: Bool, _ changes: () -> Void) {
        if animated { changes() } else { performWithoutAnimation(changes) }
    }
}
#endif
