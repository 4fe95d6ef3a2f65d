import ReelDataSourceUIKit

/// The player area, six lines high: the episode's title, the video, the seek bar, and the
/// controls with the drawer's handle at their right. While seeking, the scene thumbnail sits
/// over the video where the seek target is along the bar; the drawer, pulled up, takes the whole
/// area with its handle on top.
///
/// The scene thumbnail and the drawer are made the first time they are shown.
final class PlayerView: UIView {
    /// The height the area takes.
    static let height: CGFloat = 6
    /// The video's lines: below the title, above the seek bar.
    private static let videoTop: CGFloat = 1
    private static let videoHeight: CGFloat = 3

    let titleLabel = UILabel()
    let video = UIImageView(image: nil)
    let progressBar = ProgressBarView()
    let playPause = UIButton.titled("", identifier: "play-pause")
    let seekBackward = UIButton.titled("-\(Playback.seekStep)秒", identifier: "seek-back")
    let seekForward = UIButton.titled("+\(Playback.seekStep)秒", identifier: "seek-forward")
    let drawerHandle = UIButton.titled("", identifier: "drawer")
    private let controls = UIStackView()

    /// The scene thumbnail, once a seek has shown it.
    private(set) var sceneThumbnail: SceneThumbnailView?
    /// The drawer, once it has been pulled up.
    private(set) var drawer: EpisodeDrawerView?

    /// Where the seek target is along the episode, from 0 to 1, while seeking; `nil` hides the
    /// scene thumbnail.
    private var sceneFraction: Double?

    override init(frame: CGRect) {
        super.init(frame: frame)
        controls.spacing = 1
        for button in [playPause, seekBackward, seekForward] { controls.addArrangedSubview(button) }
        for view in [titleLabel, video, progressBar, controls, drawerHandle] { addSubview(view) }
        showDrawer(false)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Shows the scene thumbnail at `time`, `fraction` of the way along the episode, or hides it
    /// (`nil`).
    func showScene(time: Int?, fraction: Double) {
        guard let time else {
            sceneThumbnail?.isHidden = true
            sceneFraction = nil
            return
        }
        let thumbnail = sceneThumbnail ?? SceneThumbnailView()
        if sceneThumbnail == nil {
            sceneThumbnail = thumbnail
            insertSubview(thumbnail, aboveSubview: video)
        }
        thumbnail.time = time
        thumbnail.isHidden = drawer?.isHidden == false
        sceneFraction = fraction
        setNeedsLayout()
    }

    /// Pulls the drawer up over the player (making it the first time) or lets it down; the
    /// covered views are hidden, so they take no taps and no focus.
    func showDrawer(_ isOpen: Bool) {
        drawerHandle.setTitle(isOpen ? "▼ おすすめのエピソード" : "▲", for: .normal)
        if isOpen, drawer == nil {
            let drawer = EpisodeDrawerView()
            insertSubview(drawer, belowSubview: drawerHandle)
            self.drawer = drawer
        }
        drawer?.isHidden = !isOpen
        for view in [titleLabel, video, progressBar, controls] { view.isHidden = isOpen }
        sceneThumbnail?.isHidden = isOpen || sceneFraction == nil
        setNeedsLayout()
    }

    /// The proposed width, height tall.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        titleLabel.frame = CGRect(x: 0, y: 0, width: width, height: Self.videoTop)
        video.frame = CGRect(x: 0, y: Self.videoTop, width: width, height: Self.videoHeight)
        progressBar.frame = CGRect(x: 0, y: Self.videoTop + Self.videoHeight, width: width, height: 1)
        let handleWidth = min(width, drawerHandle.sizeThatFits(bounds.size).width)
        if drawer?.isHidden == false {
            drawerHandle.frame = CGRect(x: 0, y: 0, width: handleWidth, height: 1)
            drawer?.frame = CGRect(x: 0, y: 1, width: width, height: Self.height - 1)
        } else {
            drawerHandle.frame = CGRect(x: width - handleWidth, y: Self.height - 1, width: handleWidth, height: 1)
        }
        controls.frame = CGRect(x: 0, y: Self.height - 1, width: max(0, width - handleWidth - 1), height: 1)
        if let sceneThumbnail, let sceneFraction {
            let size = SceneThumbnailView.size
            let x = ((width - size.width) * sceneFraction).rounded()
            sceneThumbnail.frame = CGRect(origin: CGPoint(x: max(0, x), y: Self.videoTop), size: size)
        }
    }
}
