/// A view that can take taps, and so the focus: what a window's focus moves between and what
/// ``Window/tap(identifier:)`` finds.
@MainActor
public protocol Tappable: View {
    /// Whether the view takes taps now; a view that does not is skipped by the focus.
    var isEnabled: Bool { get }

    /// Performs the view's action.
    func tap()
}
