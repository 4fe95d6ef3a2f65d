import ReelDataSourceUIKit
import ReelStream

/// The screen a series opens in: the player area on top and the detail screen below, each a child
/// view controller, like the detail-screen talk's `VideoFullscreenViewController` around its
/// `VideoPlayerViewController` and `LazyDetailViewController`.
///
/// The container carries what one child learns to the other: the series the detail has loaded
/// is what the player plays. The detail is built by its strategy exactly as on its own, so its
/// lazy creation, its rotation and its signposts are unchanged; the container keeps the player
/// above the detail in both orientations, the detail doing its own rotation.
@MainActor
final class VideoScreenViewController: UIViewController {
    private let player: PlayerViewController
    /// The detail screen below the player.
    package let detail: DetailViewController
    private let bag = DisposeBag()

    /// The screen of `seriesID`, opening in `orientation`, its detail built as `strategy` says.
    package init(
        seriesID: String, orientation: ScreenOrientation, strategy: DetailStrategy, dependencies: DetailDependencies
    ) {
        detail = strategy.makeScreen(seriesID: seriesID, orientation: orientation, dependencies: dependencies)
        player = PlayerViewController(scheduler: dependencies.scheduler, makeEpisodeScreen: dependencies.episodeScreen)
        super.init(nibName: nil, bundle: nil)
        title = seriesID
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        for child in [player, detail] as [UIViewController] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        detail.stream.output.series
            .compactMap { $0 }
            .first()
            .sink { [input = player.stream.input] in input.series($0) }
            .disposed(by: bag)
        // The navigation bar shows the series' title once it has loaded, its id until then.
        detail.stream.output.series
            .compactMap { $0?.title }
            .sink { [weak self] in self?.title = $0 }
            .disposed(by: bag)
    }

    /// The player at the top, as tall as it needs; the detail below it, with every line the
    /// player leaves.
    package override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let playerHeight = min(bounds.height, player.view.sizeThatFits(bounds.size).height)
        player.view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: playerHeight)
        detail.view.frame = CGRect(x: 0, y: playerHeight, width: bounds.width, height: bounds.height - playerHeight)
    }
}
