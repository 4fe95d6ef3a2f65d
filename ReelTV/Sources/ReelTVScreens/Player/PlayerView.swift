import ReelUI

/// The player area, six rows high: the episode's title, the video, the seek bar, and the
/// controls with the drawer's handle at their right. While seeking, the scene thumbnail sits
/// over the video where the seek target is along the bar; the drawer, pulled up, takes the whole
/// area with its handle on top.
///
/// The scene thumbnail and the drawer are made the first time they are shown.
final class PlayerView: View {
    /// The rows the area takes.
    static let height = 6
    private static let videoRows = 1..<4

    let titleLabel = Label()
    let video = ImageView(name: "")
    let progressBar = ProgressBarView()
    let playPause = Button(title: "")
    let seekBackward = Button(title: "-\(Playback.seekStep)秒")
    let seekForward = Button(title: "+\(Playback.seekStep)秒")
    let drawerHandle = Button(title: "")
    private let controls: StackView

    /// The scene thumbnail, once a seek has shown it.
    private(set) var sceneThumbnail: SceneThumbnailView?
    /// The drawer, once it has been pulled up.
    private(set) var drawer: EpisodeDrawerView?

    /// Where the seek target is along the episode, from 0 to 1, while seeking; `nil` hides the
    /// scene thumbnail.
    private var sceneFraction: Double?

    override init(frame: Rect = .zero) {
        controls = StackView(arrangedSubviews: [playPause, seekBackward, seekForward], axis: .horizontal, spacing: 1)
        super.init(frame: frame)
        playPause.identifier = "play-pause"
        seekBackward.identifier = "seek-back"
        seekForward.identifier = "seek-forward"
        drawerHandle.identifier = "drawer"
        for view in [titleLabel, video, progressBar, controls, drawerHandle] { addSubview(view) }
        showDrawer(false)
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
            insertSubview(thumbnail, at: subviews.firstIndex { $0 === video }.map { $0 + 1 } ?? 0)
        }
        thumbnail.time = time
        thumbnail.isHidden = drawer?.isHidden == false
        sceneFraction = fraction
        setNeedsLayout()
    }

    /// Pulls the drawer up over the player (making it the first time) or lets it down; the
    /// covered views are hidden, so they take no taps and no focus.
    func showDrawer(_ isOpen: Bool) {
        drawerHandle.title = isOpen ? "▼ おすすめのエピソード" : "▲"
        if isOpen, drawer == nil {
            let drawer = EpisodeDrawerView()
            insertSubview(drawer, at: subviews.count - 1)
            self.drawer = drawer
        }
        drawer?.isHidden = !isOpen
        for view in [titleLabel, video, progressBar, controls] { view.isHidden = isOpen }
        sceneThumbnail?.isHidden = isOpen || sceneFraction == nil
        setNeedsLayout()
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: Self.height)
    }

    override func layoutSubviews() {
        let width = bounds.width
        titleLabel.frame = Rect(x: 0, y: 0, width: width, height: 1)
        video.frame = Rect(x: 0, y: Self.videoRows.lowerBound, width: width, height: Self.videoRows.count)
        progressBar.frame = Rect(x: 0, y: Self.videoRows.upperBound, width: width, height: 1)
        let handleWidth = min(width, drawerHandle.sizeThatFits(bounds.size).width)
        let isDrawerOpen = drawer?.isHidden == false
        if isDrawerOpen {
            drawerHandle.frame = Rect(x: 0, y: 0, width: handleWidth, height: 1)
            drawer?.frame = Rect(x: 0, y: 1, width: width, height: Self.height - 1)
        } else {
            drawerHandle.frame = Rect(x: width - handleWidth, y: Self.height - 1, width: handleWidth, height: 1)
        }
        controls.frame = Rect(x: 0, y: Self.height - 1, width: max(0, width - handleWidth - 1), height: 1)
        if let sceneThumbnail, let sceneFraction {
            let size = SceneThumbnailView.size
            let x = Int((Double(max(0, width - size.width)) * sceneFraction).rounded())
            sceneThumbnail.frame = Rect(x: x, y: Self.videoRows.lowerBound, width: size.width, height: size.height)
        }
    }
}
