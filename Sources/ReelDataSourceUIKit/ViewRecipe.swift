#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation

/// A view class and how to configure one: what a UIKit list's providers choose, so that the
/// list can tell whether an updated item keeps its cell class before it asks UIKit for a cell.
///
/// The list registers the class under its own name the first time it meets it, dequeues by
/// that name, and configures what it dequeued.
struct ViewRecipe {
    let viewClass: UIView.Type
    let configure: @MainActor (UIView) -> Void

    init<View: UIView>(_ viewClass: View.Type, configure: @escaping @MainActor (View) -> Void) {
        self.viewClass = viewClass
        // The list dequeues by the identifier of `viewClass`, registered for `viewClass`.
        self.configure = { configure($0 as! View) }
    }

    /// The identifier the list registers and dequeues the class under.
    var reuseIdentifier: String { String(reflecting: viewClass) }

    /// Whether `view` is of exactly this recipe's class, so configuring it in place keeps its class.
    func fits(_ view: UIView) -> Bool {
        type(of: view) == viewClass
    }
}
#endif
