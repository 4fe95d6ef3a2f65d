#if UIKIT_LISTS
import Observation

// The request-list screen of "Writing a screen with Observation" (ReelDataSource's DocC
// catalog), compiled here. Its types sit in a namespace of their own: ReelStream's tests hold
// the same screen as a stream, under the same names.
enum ObservationArticle {
    /// Where a list's request stands.
    enum RequestListState: Equatable, Sendable {
        case idle
        case requesting
        case error
    }

    /// The request-list view model on Observation: the request state and the items are stored,
    /// the three views' flags derived from them, and a screen reading any of them is told of
    /// every change.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Observable
    @MainActor
    final class RequestListModel<Item: Sendable> {
        private(set) var items: [Item] = []
        private(set) var requestState = RequestListState.idle

        var isIndicatorHidden: Bool { requestState != .requesting || !items.isEmpty }
        var isRetryHidden: Bool { requestState != .error || !items.isEmpty }
        var isNoDataHidden: Bool { requestState != .idle || !items.isEmpty }

        @ObservationIgnored private let fetch: @Sendable () async throws -> [Item]
        @ObservationIgnored private var latest: Task<Void, Never>?

        init(fetch: @escaping @Sendable () async throws -> [Item]) {
            self.fetch = fetch
        }

        /// The screen wants the list, or the retry view was tapped: the latest request wins.
        func request() {
            requestState = .requesting
            latest?.cancel()
            latest = Task {
                do {
                    let fetched = try await fetch()
                    guard !Task.isCancelled else { return }
                    items = fetched
                    requestState = .idle
                } catch {
                    guard !Task.isCancelled else { return }
                    requestState = .error
                }
            }
        }
    }
}
#endif
