import ReelTVModel
import ReelUI

/// My Video, Download and Share.
final class ActionsCell: CollectionViewCell {
    private let myVideo = Button(title: "")
    private let download = Button(title: "")
    private let share = Button(title: "シェア")
    private let buttons: StackView

    required init() {
        myVideo.identifier = "myvideo"
        download.identifier = "download"
        share.identifier = "share"
        buttons = StackView(arrangedSubviews: [myVideo, download, share], axis: .horizontal, spacing: 1)
        super.init()
        addSubview(buttons)
    }

    /// Side by side when the buttons fit the width, one under the other when they don't (the
    /// list beside the thumbnail in landscape is narrow).
    override func sizeThatFits(_ proposal: Size) -> Size {
        let unlimited = Size(width: .max, height: proposal.height)
        let sideBySide = buttons.arrangedSubviews.reduce(buttons.arrangedSubviews.count - 1) { $0 + $1.sizeThatFits(unlimited).width }
        let fits = sideBySide <= proposal.width
        buttons.axis = fits ? .horizontal : .vertical
        buttons.spacing = fits ? 1 : 0
        return super.sizeThatFits(proposal)
    }

    func configure(isInMyVideo: Bool, download: DetailDownloadBadge, actions: DetailActions) {
        myVideo.title = isInMyVideo ? "★ マイビデオ" : "☆ マイビデオ"
        myVideo.onTap = actions.toggleMyVideo
        self.download.title = download.title
        self.download.onTap = actions.download
        share.onTap = actions.share
    }
}
