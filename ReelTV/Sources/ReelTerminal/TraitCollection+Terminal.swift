import ReelUI

extension TraitCollection {
    /// The traits of a window filling a terminal of `size` cells.
    ///
    /// The orientation is landscape when the terminal is at least twice as wide as it is tall
    /// in cells, portrait otherwise: a cell is about twice as tall as it is wide, so that is
    /// when the screen itself is wider than tall (80×24 is landscape, 80×50 portrait).
    package init(terminalSize size: Size) {
        self.init(size: size, orientation: size.width >= 2 * size.height ? .landscape : .portrait)
    }
}
