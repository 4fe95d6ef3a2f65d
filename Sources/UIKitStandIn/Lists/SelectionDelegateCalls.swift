import Foundation

/// What a list asks and tells its delegate when a person taps an element: a table view's
/// `willSelectRowAt` and `willDeselectRowAt`, a collection view's `shouldSelectItemAt` and
/// `shouldDeselectItemAt` (which pass the tapped path on, or refuse), and both lists'
/// `didSelect…` and `didDeselect…`.
@MainActor
struct SelectionDelegateCalls {
    /// The path to select for a tap on a path, or `nil` to select nothing.
    let willSelect: (IndexPath) -> IndexPath?
    /// The path to deselect for a tap that deselects a path, or `nil` to keep it selected.
    let willDeselect: (IndexPath) -> IndexPath?
    /// Whether the elements a tap deselects to make room for a single selection are asked about
    /// with ``willDeselect``: a table view asks `willDeselectRowAt`; a collection view does not
    /// ask `shouldDeselectItemAt`, which is about tapping a selected item.
    let asksBeforeReplacing: Bool
    let didSelect: (IndexPath) -> Void
    let didDeselect: (IndexPath) -> Void
}
