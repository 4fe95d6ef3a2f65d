import ReelStream
import ReelTVModel

/// The logic of the full episode list ("see more"): once the screen has appeared, each season's
/// episodes are fetched in turn; a failure shows with a retry, which fetches them all again.
package enum EpisodeListLogic: ViewStreamLogic {
    /// What the screen sends.
    package struct Input: ViewStreamInput {
        /// The screen appeared.
        package let viewDidAppear = PublishRelay<Void>()
        /// Retry after a failure.
        package let retry = PublishRelay<Void>()

        package init() {}
    }

    /// What only the logic changes.
    package struct State: ViewStreamState {
        let status = BehaviorRelay(value: EpisodeListStatus.loading)

        package init() {}
    }

    /// What the logic depends on.
    package struct Extra {
        /// The series whose seasons are listed (their ids and titles; the episodes are fetched).
        package var series: Series
        /// Fetches the episodes of a season: series id, season id.
        package var fetchEpisodes: @Sendable (String, String) async throws -> [Episode]
        /// Counts the requests under way; `nil` when nothing waits for them.
        package var effects: EffectTracker?

        /// Collects the dependencies.
        package init(
            series: Series, fetchEpisodes: @escaping @Sendable (String, String) async throws -> [Episode],
            effects: EffectTracker? = nil
        ) {
            self.series = series
            self.fetchEpisodes = fetchEpisodes
            self.effects = effects
        }
    }

    /// What the screen observes.
    package struct Output {
        /// Where the list is.
        package let status: Property<EpisodeListStatus>
        /// The sections, from the status.
        package let sections: Property<[EpisodeListSection]>
    }

    @MainActor
    package static func bind(input: InputPublishers<Input>, state: State, extra: Extra, bag: DisposeBag) -> Output {
        // The first appearance and each retry fetch. (OpenCombine has no `merge`, so both feed
        // one relay.)
        let requests = PublishRelay<Void>()
        input.viewDidAppear.first().bind(to: requests).disposed(by: bag)
        input.retry.bind(to: requests).disposed(by: bag)
        requests.map { EpisodeListStatus.loading }.bind(to: state.status).disposed(by: bag)
        requests
            .mapLatestTask(trackedBy: extra.effects) { [series = extra.series, fetch = extra.fetchEpisodes] in
                var seasons: [Season] = []
                for season in series.seasons {
                    let episodes = try await fetch(series.id, season.id)
                    seasons.append(Season(id: season.id, number: season.number, title: season.title, episodes: episodes))
                }
                return seasons
            }
            .map { result in
                switch result {
                case .success(let seasons): EpisodeListStatus.loaded(seasons)
                case .failure(let error): EpisodeListStatus.failed(message: "\(error)")
                }
            }
            .bind(to: state.status)
            .disposed(by: bag)
        return Output(
            status: Property(state.status),
            sections: Property(initial: state.status.value.sections, updates: state.status.map(\.sections)))
    }
}
