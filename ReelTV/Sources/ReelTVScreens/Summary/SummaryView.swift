import ReelDataSourceUIKit

/// A summary whose layout its `Combination` fixes when it is made, as in the summary-cells talk
/// ("Summary cells as type parameters" in docs/Background.md): the row type says whether and where
/// the sub-text line goes, the column type makes the extra view, and configuring it afterwards only
/// sets text.
///
/// Each combination has its own `configure` method (see the constrained extensions), taking
/// exactly that combination's fields; calling another combination's method does not compile.
/// A list shows each combination in its own cell type, ``SummaryCell``, so a reused cell never
/// changes its layout.
package final class SummaryView<Combination: SummaryCombination>: SummaryViewBase {
    private let subTextLabel: UILabel?

    /// The column's extra view, typed by the column, so it is configured without a cast.
    let additionalView: Combination.Column.AdditionalView?

    /// Creates the summary's lines for `Combination`; `SummaryView<Combination>()` makes one
    /// with a zero frame.
    override package init(frame: CGRect) {
        let subTextIndex = Combination.Row.subTextIndex
        additionalView = Combination.Column.makeAdditionalView()
        subTextLabel = subTextIndex == nil ? nil : Self.makeSubTextLabel()
        super.init(frame: frame)
        titleLabel.numberOfLines = Combination.numberOfTitleLines
        if let subTextLabel, let subTextIndex {
            stackView.insertArrangedSubview(subTextLabel, at: subTextIndex)
        }
        if let additionalView {
            stackView.addArrangedSubview(additionalView)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func setTitle(_ title: String) {
        titleLabel.text = title
    }

    func setSubText(_ text: String) {
        subTextLabel?.text = text
    }
}
