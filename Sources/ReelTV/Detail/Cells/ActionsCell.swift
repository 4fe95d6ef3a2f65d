import ReelUI

/// My Video and Share.
final class ActionsCell: CollectionViewCell {
    private let myVideo = Button(title: "")
    private let share = Button(title: "シェア")

    required init() {
        super.init()
        myVideo.identifier = "myvideo"
        share.identifier = "share"
        addSubview(StackView(arrangedSubviews: [myVideo, share], axis: .horizontal, spacing: 1))
    }

    func configure(isInMyVideo: Bool, actions: DetailActions) {
        myVideo.title = isInMyVideo ? "★ マイビデオ" : "☆ マイビデオ"
        myVideo.onTap = actions.toggleMyVideo
        share.onTap = actions.share
    }
}
