import ReelDataSourceUIKit

/// A list cell showing one combination's summary. Each combination is its own cell type, so
/// the reuse queue hands a cell only to items of the same combination and configuring it never
/// changes its layout.
final class SummaryCell<Combination: SummaryCombination>: UICollectionViewCell {
    /// The summary filling the cell; configure it with its combination's `configure` method.
    let summaryView = SummaryView<Combination>()

    /// Creates the cell and its summary's lines; collection views call this.
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(summaryView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        summaryView.frame = contentView.bounds
    }

    /// The proposed width, and the summary's height at that width.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        summaryView.sizeThatFits(size)
    }
}
