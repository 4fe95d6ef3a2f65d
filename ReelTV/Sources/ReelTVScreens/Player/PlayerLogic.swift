import Foundation
import ReelStream
import ReelTVModel

/// The logic of the player area above the detail screen: the series' first episode plays once
/// the detail has loaded it; time runs on the injected scheduler, one second per tick, so tests
/// (and scripts) move it exactly, and stands still while another screen covers the player; a
/// seek shows the scene thumbnail until the seek buttons have been left alone for
/// ``Extra/seekSettleDelay``.
package enum PlayerLogic: ViewStreamLogic {
    /// What the player area sends.
    package struct Input: ViewStreamInput {
        /// The series whose episode plays, once the detail has loaded it (the container passes it on).
        package let series = PublishRelay<Series>()
        /// Play/pause was tapped.
        package let togglePlayback = PublishRelay<Void>()
        /// A seek button was tapped: seconds to move, negative backwards.
        package let seek = PublishRelay<Int>()
        /// The drawer's handle was tapped.
        package let toggleDrawer = PublishRelay<Void>()
        /// The player came on screen (`true`) or another screen covered it (`false`).
        package let isOnScreen = PublishRelay<Bool>()

        package init() {}
    }

    /// What only the logic changes.
    package struct State: ViewStreamState {
        let playback = BehaviorRelay(value: Playback())

        package init() {}
    }

    /// What the logic depends on.
    package struct Extra {
        /// Where playback time and the seek's settling run: the main queue in the app, a virtual
        /// clock in tests and scripts.
        package var scheduler: MainQueueScheduler
        /// How long after the last seek tap the seek settles and the scene thumbnail goes.
        package var seekSettleDelay: MainQueueScheduler.SchedulerTimeType.Stride
        /// How many following episodes the drawer offers.
        package var upNextCount: Int

        /// Collects the dependencies.
        package init(
            scheduler: MainQueueScheduler, seekSettleDelay: MainQueueScheduler.SchedulerTimeType.Stride = .seconds(1),
            upNextCount: Int = 5
        ) {
            self.scheduler = scheduler
            self.seekSettleDelay = seekSettleDelay
            self.upNextCount = upNextCount
        }
    }

    /// What the player area observes.
    package struct Output {
        /// The episode's title, or a loading text before it.
        package let title: Property<String>
        /// Whether it plays.
        package let isPlaying: Property<Bool>
        /// Seconds into the episode.
        package let position: Property<Int>
        /// The episode's length in seconds.
        package let duration: Property<Int>
        /// While seeking, the scene time the thumbnail shows; `nil` hides it.
        package let sceneTime: Property<Int?>
        /// Whether the drawer is pulled up.
        package let isDrawerOpen: Property<Bool>
        /// The episodes the drawer lists.
        package let upNext: Property<[Episode]>
    }

    @MainActor
    package static func bind(input: InputPublishers<Input>, state: State, extra: Extra, bag: DisposeBag) -> Output {
        let playback = state.playback
        func update<Event: Publisher>(on event: Event, _ change: @escaping (inout Playback, Event.Output) -> Void)
        where Event.Failure == Never {
            event
                .withLatestFrom(playback) { value, current in
                    var next = current
                    change(&next, value)
                    return next
                }
                .bind(to: playback)
                .disposed(by: bag)
        }
        update(on: input.series.first()) { [count = extra.upNextCount] in $0.load($1, upNextCount: count) }
        update(on: input.togglePlayback) { playback, _ in playback.togglePlayback() }
        update(on: input.seek) { playback, seconds in playback.seek(by: seconds) }
        update(on: input.seek.debounce(for: extra.seekSettleDelay, scheduler: extra.scheduler)) { playback, _ in
            playback.settleSeek()
        }
        update(on: input.toggleDrawer) { playback, _ in playback.toggleDrawer() }
        update(on: input.isOnScreen) { playback, isOnScreen in playback.setOnScreen(isOnScreen) }
        // A timer runs only while the position advances, so a paused player schedules nothing.
        let ticks = playback.map(\.isAdvancing)
            .removeDuplicates()
            .map { [scheduler = extra.scheduler] in $0 ? scheduler.ticks(every: .seconds(1)) : Empty().eraseToAnyPublisher() }
            .switchToLatest()
        update(on: ticks) { playback, _ in playback.tick() }

        func property<Value: Equatable & Sendable>(_ value: @escaping (Playback) -> Value) -> Property<Value> {
            Property(initial: value(playback.value), updates: playback.map(value).removeDuplicates())
        }
        return Output(
            title: property { $0.episode?.title ?? "読み込み中…" },
            isPlaying: property(\.isPlaying),
            position: property(\.position),
            duration: property(\.duration),
            sceneTime: property(\.sceneTime),
            isDrawerOpen: property(\.isDrawerOpen),
            upNext: property(\.upNext))
    }
}
