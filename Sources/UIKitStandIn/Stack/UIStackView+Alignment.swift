extension UIStackView {
    /// Where arranged views sit across the stack's axis, with UIKit's raw values.
    ///
    /// Lines of text are 1 point tall on the stand-in's grid and a label laid out at its fitting
    /// size is its lines, so aligning first baselines is aligning tops, and last baselines
    /// bottoms: the stand-in lays them out so.
    public enum Alignment: Int, @unchecked Sendable {
        /// As broad as the stack.
        case fill
        /// At their fitting breadth, against the leading (left or top) edge.
        case leading
        /// Horizontal stacks: the first lines of text in line, so the views' tops.
        case firstBaseline
        /// At their fitting breadth, centred; an odd point left over goes after the view.
        case center
        /// At their fitting breadth, against the trailing (right or bottom) edge.
        case trailing
        /// Horizontal stacks: the last lines of text in line, so the views' bottoms.
        case lastBaseline

        /// ``leading``, by its name for horizontal stacks.
        public static var top: Alignment { .leading }

        /// ``trailing``, by its name for horizontal stacks.
        public static var bottom: Alignment { .trailing }
    }
}
