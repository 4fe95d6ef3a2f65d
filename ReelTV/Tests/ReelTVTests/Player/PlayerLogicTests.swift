import ReelStream
import ReelTVScreens
import Testing

/// The player's stream on virtual time: no test waits for real seconds.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PlayerLogicTests {
    let clock = VirtualTimeScheduler()
    let series = SampleCatalog.series("s1", episodes: 8)

    private func makeStream() -> ViewStream<PlayerLogic> {
        ViewStream(extra: PlayerLogic.Extra(scheduler: clock.eraseToAnyScheduler(), seekSettleDelay: .seconds(1), upNextCount: 3))
    }

    @Test("nothing plays before the series arrives; then its first episode plays, a second a tick")
    func playsOnceLoaded() {
        let stream = makeStream()
        #expect(stream.output.title.value == "読み込み中…")
        clock.advance(by: .seconds(5))
        #expect(stream.output.position.value == 0 && !stream.output.isPlaying.value)

        stream.input.series(series)
        #expect(stream.output.title.value == "第1話" && stream.output.isPlaying.value)
        #expect(stream.output.duration.value == 1_440)
        #expect(stream.output.upNext.value.map(\.id) == ["s1-e2", "s1-e3", "s1-e4"])
        clock.advance(by: .milliseconds(2_999))
        #expect(stream.output.position.value == 2)
        clock.advance(by: .milliseconds(1))
        #expect(stream.output.position.value == 3)
    }

    @Test("only the first series counts: the player does not restart when the detail reloads")
    func firstSeriesOnly() {
        let stream = makeStream()
        stream.input.series(series)
        clock.advance(by: .seconds(4))
        stream.input.series(SampleCatalog.series("s2"))
        #expect(stream.output.upNext.value.first?.id == "s1-e2" && stream.output.position.value == 4)
    }

    @Test("pausing stops time; playing goes on from there")
    func pauseAndPlay() {
        let stream = makeStream()
        stream.input.series(series)
        clock.advance(by: .seconds(2))
        stream.input.togglePlayback()
        clock.advance(by: .seconds(10))
        #expect(stream.output.position.value == 2 && !stream.output.isPlaying.value)
        stream.input.togglePlayback()
        clock.advance(by: .seconds(1))
        #expect(stream.output.position.value == 3)
    }

    @Test("a screen pushed over the player holds time; back on screen, it plays on, and a paused one stays paused")
    func holdsWhileCovered() {
        let stream = makeStream()
        stream.input.series(series)
        clock.advance(by: .seconds(2))
        stream.input.isOnScreen(false)
        clock.advance(by: .seconds(30))
        #expect(stream.output.position.value == 2 && stream.output.isPlaying.value)
        stream.input.isOnScreen(true)
        clock.advance(by: .seconds(1))
        #expect(stream.output.position.value == 3)

        stream.input.togglePlayback()
        stream.input.isOnScreen(false)
        stream.input.isOnScreen(true)
        clock.advance(by: .seconds(5))
        #expect(stream.output.position.value == 3 && !stream.output.isPlaying.value)
    }

    @Test("a seek shows the scene until the buttons rest for the settle delay; then playback goes on from it")
    func seekShowsTheSceneUntilItSettles() {
        let stream = makeStream()
        stream.input.series(series)
        let scenes = OutputRecorder(stream.output.sceneTime)
        stream.input.seek(10)
        clock.advance(by: .milliseconds(600))
        stream.input.seek(10)
        clock.advance(by: .milliseconds(999))
        // Still seeking: the scene shows the target, and the position waits for it.
        #expect(stream.output.sceneTime.value == 20 && stream.output.position.value == 0)
        clock.advance(by: .milliseconds(1))
        #expect(stream.output.sceneTime.value == nil && stream.output.position.value == 20)
        clock.advance(by: .seconds(2))
        #expect(stream.output.position.value == 22)
        #expect(scenes.takeValues() == [nil, 10, 20, nil])
    }

    @Test("the drawer toggles; playback goes on under it")
    func drawer() {
        let stream = makeStream()
        stream.input.series(series)
        stream.input.toggleDrawer()
        #expect(stream.output.isDrawerOpen.value)
        clock.advance(by: .seconds(1))
        #expect(stream.output.position.value == 1)
        stream.input.toggleDrawer()
        #expect(!stream.output.isDrawerOpen.value)
    }

    @Test("a paused player schedules nothing, so the virtual clock can run out")
    func pausedSchedulesNothing() {
        let stream = makeStream()
        stream.input.series(series)
        stream.input.togglePlayback()
        // `run()` would never return while a timer repeats.
        clock.run()
        #expect(stream.output.position.value == 0)
    }
}
