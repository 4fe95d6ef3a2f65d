import ReelUI

/// Lays the content out above the notice row, or over the whole view when there is no notice.
@MainActor
final class NoticeContainerView: View {
    private let content: View
    private let notice: Button

    init(content: View, notice: Button) {
        self.content = content
        self.notice = notice
        super.init(frame: .zero)
        addSubview(content)
        addSubview(notice)
    }

    func show(_ text: String?) {
        notice.title = text ?? ""
        notice.isHidden = text == nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let noticeRows = notice.isHidden ? 0 : 1
        content.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - noticeRows)
        notice.frame = Rect(x: 0, y: bounds.height - noticeRows, width: bounds.width, height: noticeRows)
    }
}
