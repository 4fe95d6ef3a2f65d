import ReelDataSourceUIKit
import ReelStream
import ReelTVModel

/// The player area above the detail screen, bound to ``PlayerLogic``: what plays, play/pause,
/// seeking with the scene thumbnail, and the recommended-episodes drawer, whose rows open an
/// episode like the detail's episode rows do.
@MainActor
final class PlayerViewController: UIViewController {
    let stream: ViewStream<PlayerLogic>
    private let bag = DisposeBag()
    private let playerView = PlayerView()
    private let makeEpisodeScreen: @MainActor (Episode) -> UIViewController

    /// A player whose time runs on `scheduler`, its drawer's rows opening the screens
    /// `makeEpisodeScreen` makes.
    init(scheduler: MainQueueScheduler, makeEpisodeScreen: @escaping @MainActor (Episode) -> UIViewController) {
        self.makeEpisodeScreen = makeEpisodeScreen
        stream = ViewStream(extra: PlayerLogic.Extra(scheduler: scheduler))
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func loadView() {
        view = playerView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let input = stream.input
        let output = stream.output
        playerView.playPause.setTapHandler { input.togglePlayback() }
        playerView.seekBackward.setTapHandler { input.seek(-Playback.seekStep) }
        playerView.seekForward.setTapHandler { input.seek(Playback.seekStep) }
        playerView.drawerHandle.setTapHandler { input.toggleDrawer() }
        output.title
            .sink { [playerView] in playerView.titleLabel.text = $0 }
            .disposed(by: bag)
        output.isPlaying
            .sink { [playerView] isPlaying in
                playerView.playPause.setTitle(isPlaying ? "一時停止" : "再生", for: .normal)
                playerView.video.image = UIImage(named: isPlaying ? "▶ 再生中" : "❚❚ 一時停止中")
            }
            .disposed(by: bag)
        output.position
            .combineLatest(output.duration)
            .sink { [playerView] position, duration in
                playerView.progressBar.position = position
                playerView.progressBar.duration = duration
            }
            .disposed(by: bag)
        output.sceneTime
            .combineLatest(output.duration)
            .sink { [playerView] time, duration in
                playerView.showScene(time: time, fraction: duration > 0 ? Double(time ?? 0) / Double(duration) : 0)
            }
            .disposed(by: bag)
        // The rows are configured only while the drawer is open: a closed drawer has none yet.
        output.isDrawerOpen
            .combineLatest(output.upNext)
            .sink { [weak self, playerView] isOpen, episodes in
                playerView.showDrawer(isOpen)
                guard isOpen else { return }
                playerView.drawer?.configure(episodes: episodes) { self?.open($0) }
            }
            .disposed(by: bag)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        stream.input.isOnScreen(true)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stream.input.isOnScreen(false)
    }

    /// Opens `episode`'s own screen, as the detail's episode rows do.
    private func open(_ episode: Episode) {
        navigationController?.pushViewController(makeEpisodeScreen(episode), animated: true)
    }
}
