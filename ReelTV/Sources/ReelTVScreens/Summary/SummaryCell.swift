import ReelUI

/// A list cell showing one combination's summary. Each combination is its own cell type, so
/// the reuse queue hands a cell only to items of the same combination and configuring it never
/// changes its layout.
final class SummaryCell<Combination: SummaryCombination>: SelectableCell {
    /// The summary filling the cell; configure it with its combination's `configure` method.
    let summaryView = SummaryView<Combination>()

    /// Creates the cell and its summary's lines; collection views call this.
    package required init() {
        super.init()
        addSubview(summaryView)
    }
}
