import ReelDataSourceUIKit

/// What a summary shows below its text lines: the column of the talk's table of summary
/// variants.
///
/// The extra view's type is an associated type, so code holding a summary of a known column
/// calls the view's own methods (``TagCoinView/configure(tag:coin:)``) without a cast.
@MainActor
package protocol SummaryColumn {
    /// The extra view's type; `UIView` for columns without one.
    associatedtype AdditionalView: UIView

    /// A new extra view, or `nil` for a column without one.
    static func makeAdditionalView() -> AdditionalView?
}
