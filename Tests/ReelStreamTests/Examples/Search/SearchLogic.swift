import Foundation
import ReelStream

/// A repository found by the search screen.
struct Repository: Equatable, Sendable {
    let name: String
}

/// The search API the search screen depends on (the screen-logic talk's `APIClient`).
protocol RepositorySearchAPI: Sendable {
    func search(_ query: String) async throws -> [Repository]
}

/// The search screen of "Three generations of screen logic" (docs/Background.md), written the Unio
/// way: a query goes in, is debounced on an injected scheduler, searched through an injected async
/// API, and comes out as results, a loading flag and error messages.
enum SearchLogic: ViewStreamLogic {
    struct Input: ViewStreamInput {
        let query = PublishRelay<String>()
    }

    struct State: ViewStreamState {
        let results = BehaviorRelay<[Repository]>(value: [])
        let isLoading = BehaviorRelay(value: false)
    }

    struct Extra {
        let api: any RepositorySearchAPI
        let scheduler: MainQueueScheduler
    }

    struct Output {
        let results: Property<[Repository]>
        let isLoading: Property<Bool>
        let errorMessage: AnyPublisher<String, Never>
    }

    /// How long the query must stay unchanged before it is searched.
    static var debounceInterval: MainQueueScheduler.SchedulerTimeType.Stride { .milliseconds(300) }

    static func bind(input: InputPublishers<Input>, state: State, extra: Extra, bag: DisposeBag) -> Output {
        let queries = input.query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .debounce(for: debounceInterval, scheduler: extra.scheduler)
            .removeDuplicates()
            .share()
        queries.map { _ in true }.bind(to: state.isLoading).disposed(by: bag)

        let responses = queries
            .mapLatestTask { [api = extra.api] query in try await api.search(query) }
            .share()
        responses.successes().bind(to: state.results).disposed(by: bag)
        responses.map { _ in false }.bind(to: state.isLoading).disposed(by: bag)

        return Output(
            results: Property(state.results),
            isLoading: Property(state.isLoading),
            errorMessage: responses.failures().map { "Search failed: \($0)" }.eraseToAnyPublisher())
    }
}

extension ScriptedAPI: RepositorySearchAPI where Request == String, Response == [Repository] {
    func search(_ query: String) async throws -> [Repository] {
        try await call(query)
    }
}
