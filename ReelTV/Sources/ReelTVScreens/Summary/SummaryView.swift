import ReelUI

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
    private let subTextLabel: Label?

    /// The column's extra view, typed by the column, so it is configured without a cast.
    let additionalView: Combination.Column.AdditionalView?

    /// Creates the summary's lines for `Combination`.
    package init() {
        let subTextIndex = Combination.Row.subTextIndex
        additionalView = Combination.Column.makeAdditionalView()
        subTextLabel = subTextIndex == nil ? nil : Self.makeSubTextLabel()
        super.init(numberOfTitleLines: Combination.numberOfTitleLines)
        if let subTextLabel, let subTextIndex {
            stackView.insertArrangedSubview(subTextLabel, at: subTextIndex)
        }
        if let additionalView {
            stackView.addArrangedSubview(additionalView)
        }
    }

    func setTitle(_ title: String) {
        titleLabel.text = title
    }

    func setSubText(_ text: String) {
        subTextLabel?.text = text
    }
}
