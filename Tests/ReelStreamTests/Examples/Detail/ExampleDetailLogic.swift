import ReelStream

/// The episode shown by the detail screen.
struct EpisodeDetail: Equatable, Sendable {
    let id: String
    let title: String
}

/// A recommended episode.
struct RecommendedEpisode: Equatable, Sendable {
    let id: String
}

/// How the detail screen's root stack lays out its content.
enum StackAxis: Equatable, Sendable {
    case vertical
    case horizontal
}

/// The part of the detail-screen talk's `DetailViewModel` that makes the screen fast: heavy views
/// are created only once the detail has loaded *and* the screen has appeared, recommendations are
/// fetched only after those views exist, the content info toggles with `withLatestFrom`, and the
/// layout is published only once there are views to lay out.
enum ExampleDetailLogic: ViewStreamLogic {
    struct Input: ViewStreamInput {
        let viewDidAppear = PublishRelay<Void>()
        /// Sent on each trait change: whether the screen is now portrait.
        let isPortrait = PublishRelay<Bool>()
        let toggleContentInfo = PublishRelay<Void>()
        let didFinishInitializingViews = PublishRelay<Void>()
    }

    struct State: ViewStreamState {
        let episodeDetail = BehaviorRelay<EpisodeDetail?>(value: nil)
        let recommendList = BehaviorRelay<[RecommendedEpisode]>(value: [])
        let isContentInfoHidden = BehaviorRelay(value: true)
        let isPortrait = BehaviorRelay(value: true)
    }

    struct Extra {
        let episodeID: String
        let fetchEpisode: @Sendable (String) async throws -> EpisodeDetail
        let fetchRecommendations: @Sendable () async throws -> [RecommendedEpisode]
    }

    struct Output {
        let episodeDetail: AnyPublisher<EpisodeDetail, Never>
        let readyForInitializingViews: AnyPublisher<Void, Never>
        let isContentInfoHidden: Property<Bool>
        let stackAxis: AnyPublisher<StackAxis, Never>
        let recommendList: Property<[RecommendedEpisode]>
    }

    static func bind(input: InputPublishers<Input>, state: State, extra: Extra, bag: DisposeBag) -> Output {
        Just(extra.episodeID)
            .mapLatestTask { [fetch = extra.fetchEpisode] id in try await fetch(id) }
            .successes()
            .map(Optional.some)
            .bind(to: state.episodeDetail)
            .disposed(by: bag)
        let episodeDetail = state.episodeDetail.compactMap { $0 }

        // Recommendations are fetched once, after the lazily created views exist.
        input.didFinishInitializingViews
            .first()
            .mapLatestTask { [fetch = extra.fetchRecommendations] in try await fetch() }
            .successes()
            .bind(to: state.recommendList)
            .disposed(by: bag)

        input.toggleContentInfo
            .withLatestFrom(state.isContentInfoHidden) { _, isHidden in !isHidden }
            .bind(to: state.isContentInfoHidden)
            .disposed(by: bag)
        input.isPortrait.bind(to: state.isPortrait).disposed(by: bag)

        return Output(
            episodeDetail: episodeDetail.eraseToAnyPublisher(),
            readyForInitializingViews: episodeDetail
                .combineLatest(input.viewDidAppear) { _, _ in }
                .first()
                .eraseToAnyPublisher(),
            isContentInfoHidden: Property(state.isContentInfoHidden),
            stackAxis: state.isPortrait
                .afterFirst(of: input.didFinishInitializingViews)
                .map { $0 ? StackAxis.vertical : .horizontal }
                .eraseToAnyPublisher(),
            recommendList: Property(state.recommendList))
    }
}
