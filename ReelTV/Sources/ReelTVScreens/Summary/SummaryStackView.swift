import ReelDataSourceUIKit

/// The stack views summaries are built of: stacks that count the subviews they gain and lose
/// and the times their layout is invalidated, so ``SummaryChangeCounter`` can tell how much a
/// `configure` rebuilt.
@MainActor
package class SummaryStackView: UIStackView {
    /// Subviews added plus subviews removed, since the stack was made.
    private(set) var subviewChangeCount = 0
    /// Calls of `setNeedsLayout()`, since the stack was made: by the stack itself, as its
    /// arranged views change, and by UIKit, as their content changes.
    private(set) var layoutInvalidationCount = 0

    /// An empty stack, horizontal as UIKit makes it.
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(*, unavailable)
    required init(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override package func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        subviewChangeCount += 1
    }

    override package func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        subviewChangeCount += 1
    }

    override package func setNeedsLayout() {
        super.setNeedsLayout()
        layoutInvalidationCount += 1
    }
}
