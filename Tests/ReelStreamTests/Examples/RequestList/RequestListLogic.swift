import ReelStream

/// Where a list's request stands (the MVVM talk's `RequestListState`, docs/Background.md).
enum RequestListState: Equatable, Sendable {
    case idle
    case requesting
    case error
}

/// The MVVM talk's `RequestListViewModel`, as a stream: the request state and the items decide
/// which of the indicator, the retry view and the no-data view show. Generic over the item, like
/// the talk's, so every list screen reuses it without a base class.
enum RequestListLogic<Item: Sendable>: ViewStreamLogic {
    struct Input: ViewStreamInput {
        /// The screen wants the list (on first appearance, on pull to refresh).
        let request = PublishRelay<Void>()
        /// The retry view was tapped.
        let retry = PublishRelay<Void>()
    }

    struct State: ViewStreamState {
        /// Both inputs request the same way; they meet here.
        let requests = PublishRelay<Void>()
        let requestState = BehaviorRelay(value: RequestListState.idle)
        let items = BehaviorRelay<[Item]>(value: [])
    }

    struct Extra {
        let fetch: @Sendable () async throws -> [Item]
    }

    struct Output {
        let items: Property<[Item]>
        let requestState: Property<RequestListState>
        let isIndicatorHidden: Property<Bool>
        let isRetryHidden: Property<Bool>
        let isNoDataHidden: Property<Bool>
    }

    static func bind(input: InputPublishers<Input>, state: State, extra: Extra, bag: DisposeBag) -> Output {
        input.request.bind(to: state.requests).disposed(by: bag)
        input.retry.bind(to: state.requests).disposed(by: bag)

        state.requests.map { RequestListState.requesting }.bind(to: state.requestState).disposed(by: bag)
        let responses = state.requests
            .mapLatestTask { [fetch = extra.fetch] in try await fetch() }
            .share()
        responses.successes().bind(to: state.items).disposed(by: bag)
        responses
            .map { result -> RequestListState in
                guard case .success = result else { return .error }
                return .idle
            }
            .bind(to: state.requestState)
            .disposed(by: bag)

        // Each flag is derived from the request state and whether there are items; both relays
        // publish on subscription, so the `initial` values are replaced at once.
        let situation = state.requestState.combineLatest(state.items.map { !$0.isEmpty })
        return Output(
            items: Property(state.items),
            requestState: Property(state.requestState),
            isIndicatorHidden: Property(
                initial: true, updates: situation.map { request, hasItems in request != .requesting || hasItems }),
            isRetryHidden: Property(
                initial: true, updates: situation.map { request, hasItems in request != .error || hasItems }),
            isNoDataHidden: Property(
                initial: true, updates: situation.map { request, hasItems in request != .idle || hasItems }))
    }
}
