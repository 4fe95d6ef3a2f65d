import ReelStream
import ReelUI

/// The screen a series opens in: the player area on top and the detail screen below, each a child
/// view controller, like the detail-screen talk's `VideoFullscreenViewController` around its
/// `VideoPlayerViewController` and `LazyDetailViewController`.
///
/// The container carries what one child learns to the other: the series the detail has loaded
/// is what the player plays. The detail is built by its strategy exactly as on its own, so its
/// lazy creation, its rotation and its signposts are unchanged; the container stays one
/// vertical stack in both orientations, the detail below the player doing its own rotation.
@MainActor
final class VideoScreenViewController: ViewController {
    private let stack = StackView(axis: .vertical)
    private let player: PlayerViewController
    /// The detail screen below the player.
    package let detail: DetailViewController
    private let bag = DisposeBag()

    /// The screen of `seriesID`, opening in `orientation`, its detail built as `strategy` says.
    package init(
        seriesID: String, orientation: TraitCollection.Orientation, strategy: DetailStrategy, dependencies: DetailDependencies
    ) {
        detail = strategy.makeScreen(seriesID: seriesID, orientation: orientation, dependencies: dependencies)
        player = PlayerViewController(scheduler: dependencies.scheduler, makeEpisodeScreen: dependencies.episodeScreen)
        super.init()
        title = seriesID
        addChild(player)
        addChild(detail)
    }

    package override func loadView() {
        view = stack
    }

    package override func viewDidLoad() {
        // The detail comes last, so the stack gives it every row the player leaves.
        for child in [player, detail] as [ViewController] {
            stack.addArrangedSubview(child.view)
            child.didMove(toParent: self)
        }
        detail.stream.output.series
            .compactMap { $0 }
            .first()
            .sink { [input = player.stream.input] in input.series($0) }
            .disposed(by: bag)
    }
}
