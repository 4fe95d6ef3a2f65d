import Foundation
import ReelDataSourceUIKit

extension UIWindow {
    /// Creates a window of `size` cells (one point each) for a terminal, shown and made key so
    /// a person can touch it, on `runLoop` (a loop of its own by default).
    ///
    /// Its traits are a phone's held sideways when `isLandscape`, upright otherwise; without
    /// it, those a terminal of that size has (see ``isLandscapeTerminal(of:)``). Tests and
    /// measurements pick the orientation of a window whose shape says otherwise (a portrait
    /// screen of 60×20 cells).
    package convenience init(terminalSize size: CGSize, isLandscape: Bool? = nil, runLoop: StandInRunLoop = StandInRunLoop()) {
        self.init(frame: CGRect(origin: .zero, size: size), standInRunLoop: runLoop)
        let isLandscape = isLandscape ?? Self.isLandscapeTerminal(of: size)
        standInTransition(to: size, traitCollection: .terminal(isLandscape: isLandscape), completion: nil)
        makeKeyAndVisible()
    }

    /// Whether a terminal of `size` cells is held sideways: when it is at least twice as wide as
    /// it is tall in cells, which are about twice as tall as wide, the screen itself is wider
    /// than tall (80×24 is landscape, 80×50 portrait).
    package static func isLandscapeTerminal(of size: CGSize) -> Bool {
        size.width >= 2 * size.height
    }

    /// Follows a terminal that now has `size` cells, as its start, a resize (SIGWINCH) and a
    /// script's `resize` do: a transition to that size with the traits of a window filling it,
    /// so every controller hears of the new size, even when the orientation stays, and the
    /// views lay out again. Returns once the transition has ended.
    package func fitTerminal(of size: CGSize) async {
        await standInTransition(to: size, traitCollection: .terminal(isLandscape: Self.isLandscapeTerminal(of: size)))
    }

    /// Turns the terminal's screen a quarter, as a phone turned sideways or back: the other
    /// orientation, with the screen's physical width and height swapped. Returns once the
    /// transition has ended.
    ///
    /// A terminal cell is about twice as tall as it is wide, so the screen's rows become twice
    /// as many columns and its columns half as many rows: 40×24 cells turn into 48×20, and
    /// back into 40×24 (an odd width loses its last column on the way).
    package func rotateTerminal() async {
        let columns = TextCanvas.cell(bounds.width)
        let rows = TextCanvas.cell(bounds.height)
        let rotated = CGSize(width: rows * 2, height: columns / 2)
        await standInTransition(to: rotated, traitCollection: .terminal(isLandscape: !traitCollection.isTerminalLandscape))
    }

    /// The window as a snapshot's header names it: its orientation and size in cells, like
    /// `portrait 40×24`.
    package var terminalDescription: String {
        "\(traitCollection.isTerminalLandscape ? "landscape" : "portrait") \(TextCanvas.cell(bounds.width))×\(TextCanvas.cell(bounds.height))"
    }
}
