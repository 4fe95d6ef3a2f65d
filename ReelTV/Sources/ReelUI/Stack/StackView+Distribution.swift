extension StackView {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Hashable, Sendable {
        /// Each view gets its fitting length, in order, while room lasts; the last visible view
        /// also gets whatever room is left, like a flexible view at the end. Views that find no
        /// room left get none, so nothing is ever placed beyond the stack's edge.
        case fill
        /// Every visible view gets the same length; when the room does not divide evenly, the
        /// first views get one cell more.
        case fillEqually
    }
}
