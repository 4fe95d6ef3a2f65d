extension StackView {
    /// Where arranged views sit across the stack's axis.
    public enum Alignment: Hashable, Sendable {
        /// Every view is as wide (vertical stack) or as tall (horizontal stack) as the stack.
        case fill
        /// At their fitting size, against the left (vertical) or top (horizontal) edge.
        case leading
        /// At their fitting size, centred; an odd leftover cell goes after the view.
        case center
        /// At their fitting size, against the right (vertical) or bottom (horizontal) edge.
        case trailing
    }
}
