/// A key the terminal front end acts on; ``KeyDecoder`` turns input bytes into keys.
package enum Key: Hashable, Sendable {
    /// Up arrow or `k`: scroll up one row.
    case up
    /// Down arrow or `j`: scroll down one row.
    case down
    /// Tab: focus the next tappable view.
    case tab
    /// Shift-Tab: focus the previous tappable view.
    case backTab
    /// Enter or Return: tap the focused view.
    case enter
    /// `r`: rotate between portrait and landscape.
    case rotate
    /// `b`: go back.
    case back
    /// `q`: quit.
    case quit
    /// Ctrl-C, which arrives as a byte because raw mode turns signal keys off: quit.
    case interrupt
}
