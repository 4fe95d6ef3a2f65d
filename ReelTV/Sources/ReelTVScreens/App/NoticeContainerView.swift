import ReelDataSourceUIKit

/// Lays the content out above the notice row, or over the whole view when there is no notice.
@MainActor
final class NoticeContainerView: UIView {
    /// The one-row notice along the bottom edge, hidden while there is nothing to tell.
    let notice = UIButton.titled("", identifier: "notice")

    /// What fills the view above the notice.
    var contentView: UIView? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView { insertSubview(contentView, belowSubview: notice) }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        notice.isHidden = true
        addSubview(notice)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Shows `text` in the notice row, or hides the row (`nil`).
    func show(_ text: String?) {
        notice.setTitle(text ?? "", for: .normal)
        notice.isHidden = text == nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The notice is one line of text.
        let noticeHeight: CGFloat = notice.isHidden ? 0 : notice.sizeThatFits(bounds.size).height
        contentView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - noticeHeight)
        notice.frame = CGRect(x: 0, y: bounds.height - noticeHeight, width: bounds.width, height: noticeHeight)
    }
}
