import ReelDataSourceUIKit
import ReelTVModel

/// My Video, Download and Share.
final class ActionsCell: StackCollectionCell {
    private let myVideo = UIButton.titled("", identifier: "myvideo")
    private let download = UIButton.titled("", identifier: "download")
    private let share = UIButton.titled("シェア", identifier: "share")
    private let buttons = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for button in [myVideo, download, share] { buttons.addArrangedSubview(button) }
        stackView.addArrangedSubview(buttons)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Side by side when the buttons fit `width`, one under the other when they don't (the
    /// list beside the thumbnail in landscape is narrow).
    private func arrange(forWidth width: CGFloat) {
        let views = buttons.arrangedSubviews
        let sideBySide = views.reduce(CGFloat(views.count - 1)) { $0 + $1.fittingSize(forWidth: .greatestFiniteMagnitude).width }
        let fits = sideBySide <= width
        buttons.axis = fits ? .horizontal : .vertical
        buttons.spacing = fits ? 1 : 0
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        arrange(forWidth: size.width)
        return super.sizeThatFits(size)
    }

    override func layoutSubviews() {
        // The content view takes the cell's size only in `super`'s layout, after this.
        arrange(forWidth: bounds.width)
        super.layoutSubviews()
    }

    func configure(isInMyVideo: Bool, download: DetailDownloadBadge, actions: DetailActions) {
        myVideo.setTitle(isInMyVideo ? "★ マイビデオ" : "☆ マイビデオ", for: .normal)
        myVideo.setTapHandler(actions.toggleMyVideo)
        self.download.setTitle(download.title, for: .normal)
        self.download.setTapHandler(actions.download)
        share.setTapHandler(actions.share)
    }
}
