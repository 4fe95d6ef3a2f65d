extension UIStackView {
    /// How arranged views share the stack's length along its axis, with UIKit's raw values.
    /// ``UIStackView`` states the rules the stand-in uses in place of Auto Layout's priorities.
    public enum Distribution: Int, @unchecked Sendable {
        /// Each view gets its fitting length; the last flexible view (else the last view) gets
        /// the room left over; when room is short, the views at the end get less.
        case fill
        /// Every view gets the same length; the first views get a point more when the room does
        /// not divide evenly.
        case fillEqually
        /// Views get lengths in proportion to their fitting lengths, filling the stack.
        case fillProportionally
        /// Views get their fitting lengths, with equal spaces (of at least ``UIStackView/spacing``)
        /// between them, filling the stack.
        case equalSpacing
        /// Views get their fitting lengths, their centres equally far apart, filling the stack;
        /// where that would bring two views closer than ``UIStackView/spacing``, as
        /// ``equalSpacing``.
        case equalCentering
    }
}
