import ReelDiff
import ReelStream
import ReelTVModel

/// The logic of the My Video screen: its rows are declared from the app-wide My Video store (Flux,
/// as in "Three generations of screen logic" in docs/Background.md), newest first, so a series
/// saved or removed on any screen shows here by diff; the remove buttons dispatch
/// ``MyVideoAction/remove(seriesID:)``.
package enum MyVideoLogic: ViewStreamLogic {
    /// What the screen sends.
    package struct Input: ViewStreamInput {
        /// A row's remove button was tapped, with its series id.
        package let remove = PublishRelay<String>()

        package init() {}
    }

    /// What the logic depends on.
    package struct Extra {
        /// The app-wide My Video store.
        package var myVideo: MyVideoStore
        /// Where My Video actions go.
        package var dispatcher: Dispatcher<MyVideoAction>
        /// Where the series' titles come from.
        package var catalog: Catalog

        /// Collects the dependencies.
        package init(myVideo: MyVideoStore, dispatcher: Dispatcher<MyVideoAction>, catalog: Catalog) {
            self.myVideo = myVideo
            self.dispatcher = dispatcher
            self.catalog = catalog
        }
    }

    /// What the screen observes.
    package struct Output {
        /// The saved series, newest first; no section at all when there are none.
        package let sections: Property<[MyVideoSection]>
        /// Whether nothing is saved: the screen says so instead of an empty list.
        package let isEmpty: Property<Bool>
    }

    @MainActor
    package static func bind(input: InputPublishers<Input>, state: NoState, extra: Extra, bag: DisposeBag) -> Output {
        input.remove
            .sink { [dispatcher = extra.dispatcher] in dispatcher.dispatch(.remove(seriesID: $0)) }
            .disposed(by: bag)
        let series = Dictionary(extra.catalog.series.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The store publishes its current state on subscription, which replaces `[]` at once.
        let sections = Property(
            initial: [],
            updates: extra.myVideo.property(\.seriesIDs)
                .map { ids in Self.sections(for: ids, series: series) }
                .removeDuplicates())
        return Output(sections: sections, isEmpty: Property(initial: true, updates: sections.map(\.isEmpty)))
    }

    /// The rows for the saved `seriesIDs`, titled from `series`; a series the catalog no longer
    /// has still shows, under its id, so that it can be removed.
    package static func sections(for seriesIDs: [String], series: [String: Series]) -> [MyVideoSection] {
        guard !seriesIDs.isEmpty else { return [] }
        let items = seriesIDs.map { id in
            MyVideoItem(seriesID: id, title: series[id]?.title ?? id, genre: series[id]?.genre ?? "")
        }
        return [MyVideoSection(model: "myVideo", items: items)]
    }
}
