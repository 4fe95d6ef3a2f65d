import ReelDataSourceUIKit

/// A request is loading, or failed: the message, and a retry button after a failure (an indicator
/// and a retry view, declared from the request state). The detail screen's recommendations and the
/// episode list show it.
final class RequestStatusCell: StackCollectionCell {
    private let message = UILabel(numberOfLines: 0)
    /// Made on the first failure: while loading, a hidden button would only be one more view
    /// created before the first frame.
    private var retry: UIButton?

    override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.addArrangedSubview(message)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Shows `message`, with the retry button (`retry`) running `onRetry` when `canRetry`.
    func configure(message: String, canRetry: Bool, onRetry: @escaping @MainActor () -> Void) {
        self.message.text = message
        if canRetry, retry == nil {
            let button = UIButton.titled("再読み込み", identifier: "retry")
            stackView.addArrangedSubview(button)
            retry = button
        }
        retry?.isHidden = !canRetry
        retry?.setTapHandler(onRetry)
    }
}
