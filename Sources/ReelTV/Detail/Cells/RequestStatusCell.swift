import ReelUI

/// The recommendations are loading, or failed: the message and a retry button (talk 004's
/// indicator and retry views, declared from the request state).
final class RecommendStatusCell: CollectionViewCell {
    private let message = Label(numberOfLines: 0)
    private let retry = Button(title: "再読み込み")

    required init() {
        super.init()
        retry.identifier = "retry"
        addSubview(StackView(arrangedSubviews: [message, retry], axis: .vertical))
    }

    func configure(_ status: RecommendStatus, onRetry: @escaping @MainActor () -> Void) {
        switch status {
        case .failed(let reason):
            message.text = "おすすめを読み込めませんでした: \(reason)"
            retry.isHidden = false
        default:
            message.text = "おすすめを読み込み中…"
            retry.isHidden = true
        }
        retry.onTap = onRetry
    }
}
