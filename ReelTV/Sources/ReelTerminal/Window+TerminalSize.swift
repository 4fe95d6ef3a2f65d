import ReelUI

extension Window {
    /// Follows a terminal that now has `size` cells, as its start, a resize (SIGWINCH) and a
    /// script's `resize` do: a transition to the traits of a window filling it
    /// (``ReelUI/TraitCollection/init(terminalSize:)``), so every controller hears of the new
    /// size, even when the orientation stays, and the views lay out again. Returns once the
    /// transition has ended.
    func fitTerminal(of size: Size) async {
        await transition(to: TraitCollection(terminalSize: size))
    }
}
