import ReelUI

/// A list cell that the person selects as a whole (a row opening an episode or a series): it
/// takes taps and the focus while it has an action.
class SelectableCell: CollectionViewCell, Tappable {
    /// What selecting the row does; a row without an action takes no taps and no focus.
    var onSelect: (@MainActor () -> Void)?

    /// Whether the row can be selected.
    package var isEnabled: Bool { onSelect != nil }

    /// Selects the row.
    package func tap() {
        onSelect?()
    }
}
