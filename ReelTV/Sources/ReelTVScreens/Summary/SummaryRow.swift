/// Where a summary shows its sub-text line (a start time, a broadcast time, a season name):
/// the row of the talk's table of summary variants.
///
/// A row is a type, never a value, so a ``SummaryView`` decides its layout once, when it is made.
package protocol SummaryRow {
    /// The sub-text label's place among the summary's lines (0 above the title, 1 below it),
    /// or `nil` when the row has no sub-text.
    static var subTextIndex: Int? { get }
}
