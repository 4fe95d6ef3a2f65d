import ReelUI

/// My Video, Download and Share.
final class ActionsCell: CollectionViewCell {
    private let myVideo = Button(title: "")
    private let download = Button(title: "")
    private let share = Button(title: "シェア")

    required init() {
        super.init()
        myVideo.identifier = "myvideo"
        download.identifier = "download"
        share.identifier = "share"
        addSubview(StackView(arrangedSubviews: [myVideo, download, share], axis: .horizontal, spacing: 1))
    }

    func configure(isInMyVideo: Bool, download: DetailDownloadBadge, actions: DetailActions) {
        myVideo.title = isInMyVideo ? "★ マイビデオ" : "☆ マイビデオ"
        myVideo.onTap = actions.toggleMyVideo
        self.download.title = download.title
        self.download.onTap = actions.download
        share.onTap = actions.share
    }
}
