import ReelUI

/// The stack views summaries are built of: stacks that count the subviews they gain and lose,
/// so ``SummaryChangeCounter`` can tell how much a `configure` rebuilt.
final class SummaryStackView: StackView {
    /// Subviews added plus subviews removed, since the stack was made.
    private(set) var subviewChangeCount = 0

    override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        subviewChangeCount += 1
    }

    override func willRemoveSubview(_ subview: View) {
        // The stack drops the view from its arranged views here.
        super.willRemoveSubview(subview)
        subviewChangeCount += 1
    }
}
