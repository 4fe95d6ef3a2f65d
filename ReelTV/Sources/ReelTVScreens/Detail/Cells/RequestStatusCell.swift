import ReelUI

/// A request is loading, or failed: the message, and a retry button after a failure (an indicator
/// and a retry view, declared from the request state). The detail screen's recommendations and the
/// episode list show it.
final class RequestStatusCell: CollectionViewCell {
    private let stack = StackView(axis: .vertical)
    private let message = Label(numberOfLines: 0)
    /// Made on the first failure: while loading, a hidden button would only be one more view
    /// created before the first frame.
    private var retry: Button?

    required init() {
        super.init()
        stack.addArrangedSubview(message)
        addSubview(stack)
    }

    /// Shows `message`, with the retry button (`retry`) running `onRetry` when `canRetry`.
    func configure(message: String, canRetry: Bool, onRetry: @escaping @MainActor () -> Void) {
        self.message.text = message
        if canRetry, retry == nil {
            let button = Button(title: "再読み込み")
            button.identifier = "retry"
            stack.addArrangedSubview(button)
            retry = button
        }
        retry?.isHidden = !canRetry
        retry?.onTap = onRetry
    }
}
