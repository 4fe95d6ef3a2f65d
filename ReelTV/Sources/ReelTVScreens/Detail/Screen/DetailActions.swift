import ReelDataSourceUIKit
import ReelStream
import ReelTVModel

/// What the detail screen's cells can ask for, handed to the cell provider so that cells never
/// reach the screen or its stream themselves.
@MainActor
struct DetailActions {
    var toggleContentInfo: @MainActor () -> Void
    var toggleMyVideo: @MainActor () -> Void
    var download: @MainActor () -> Void
    var retryRecommendations: @MainActor () -> Void
    var share: @MainActor () -> Void
    var seeMoreEpisodes: @MainActor () -> Void
    var openEpisode: @MainActor (Episode) -> Void
    var openSeries: @MainActor (String) -> Void
    /// Where configuring a cell is counted.
    var counters: DetailCounters
}

extension DetailActions {
    /// The actions of a detail screen built with `strategy`: taps go to the screen's stream
    /// `input`, and the screens they open are pushed on `screen`'s navigation stack (another
    /// series opens with its player, its detail in the same strategy).
    static func forScreen(
        _ screen: UIViewController, input: InputWrapper<DetailLogic.Input>, series: @escaping @MainActor () -> Series?,
        strategy: DetailStrategy, dependencies: DetailDependencies
    ) -> DetailActions {
        func show(_ make: @escaping @MainActor (Series) -> UIViewController) -> @MainActor () -> Void {
            { [weak screen] in
                guard let series = series() else { return }
                screen?.navigationController?.pushViewController(make(series), animated: true)
            }
        }
        return DetailActions(
            toggleContentInfo: { input.toggleContentInfo() },
            toggleMyVideo: { input.toggleMyVideo() },
            download: { input.download() },
            retryRecommendations: { input.retryRecommendations() },
            share: show { ShareViewController(series: $0) },
            seeMoreEpisodes: show { [dependencies] in
                EpisodeListViewController(
                    series: $0, fetchEpisodes: dependencies.fetchEpisodes, effects: dependencies.effects,
                    makeEpisodeScreen: dependencies.episodeScreen)
            },
            openEpisode: { [weak screen, dependencies] episode in
                screen?.navigationController?.pushViewController(dependencies.episodeScreen(for: episode), animated: true)
            },
            openSeries: { [weak screen] id in
                guard let screen else { return }
                let orientation = screen.traitCollection.screenOrientation
                screen.navigationController?.pushViewController(
                    VideoScreenViewController(seriesID: id, orientation: orientation, strategy: strategy, dependencies: dependencies),
                    animated: true)
            },
            counters: dependencies.counters)
    }
}
