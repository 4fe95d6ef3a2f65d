/// Portrait or landscape: what the screens' logic lays out for, derived from UIKit's traits as an
/// iPhone app does (see ``UIKit/UITraitCollection/screenOrientation``).
package enum ScreenOrientation: String, Hashable, Sendable, CaseIterable {
    /// Taller than wide: the list alone, the key art at its top.
    case portrait
    /// Wider than tall: the key art beside the list.
    case landscape
}
