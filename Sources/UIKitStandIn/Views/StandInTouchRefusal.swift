/// Why a person could not touch a view or a control, as the stand-in's person actions report
/// it. Not UIKit API.
public enum StandInTouchRefusal: Error, Hashable, Sendable {
    /// The view is in no window, so nothing of it is on screen.
    case notInWindow
    /// The view, or a view holding it, is hidden.
    case hidden
    /// The view, or a view holding it, has `isUserInteractionEnabled` off.
    case userInteractionDisabled
    /// The view, or a view holding it, has an alpha below 0.01: UIKit's hit-testing skips it.
    case transparent
    /// The control is not enabled.
    case disabled
}
