import ReelTVModel
import ReelTVScreens
import Testing

/// The player's rules, on the value alone.
@MainActor
@Suite
struct PlaybackTests {
    /// Two seasons: four episodes of 24 minutes, then three.
    let series: Series = {
        var series = SampleCatalog.series("s1", episodes: 4)
        series.seasons.append(Season(id: "s1-2", number: 2, title: "シーズン2", episodes: (1...3).map { SampleCatalog.episode($0, of: "s1-2") }))
        return series
    }()

    private func loaded(upNext: Int = 5) -> Playback {
        var playback = Playback()
        playback.load(series, upNextCount: upNext)
        return playback
    }

    @Test("loading plays the first episode from the start and offers the following ones across seasons")
    func load() {
        let playback = loaded(upNext: 4)
        #expect(playback.episode?.id == "s1-e1")
        #expect(playback.isPlaying && playback.position == 0 && playback.duration == 1_440)
        #expect(playback.upNext.map(\.id) == ["s1-e2", "s1-e3", "s1-e4", "s1-2-e1"])
    }

    @Test("nothing plays, seeks or ticks before an episode is loaded")
    func nothingLoaded() {
        var playback = Playback()
        playback.togglePlayback()
        playback.seek(by: 10)
        playback.tick()
        #expect(playback == Playback())
    }

    @Test("ticks advance while playing and stop at the end; playing again from the end starts over")
    func ticksToTheEnd() {
        var playback = loaded()
        playback.tick()
        #expect(playback.position == 1)
        playback.togglePlayback()
        playback.tick()
        #expect(playback.position == 1 && !playback.isPlaying)
        playback.togglePlayback()
        playback.seek(by: 2_000)
        playback.settleSeek()
        #expect(playback.position == 1_440 && !playback.isPlaying)
        playback.togglePlayback()
        #expect(playback.position == 0 && playback.isPlaying)
    }

    @Test("seeks add up from the last target, stay within the episode, hold the position until they settle")
    func seeking() {
        var playback = loaded()
        playback.seek(by: 10)
        playback.seek(by: 10)
        #expect(playback.sceneTime == 20 && playback.position == 0 && !playback.isAdvancing)
        playback.tick()
        #expect(playback.position == 0)
        playback.seek(by: -100)
        #expect(playback.sceneTime == 0)
        playback.seek(by: 30)
        playback.settleSeek()
        #expect(playback.position == 30 && playback.sceneTime == nil && playback.isAdvancing)
    }

    @Test("the drawer opens and closes", arguments: [1, 2, 3])
    func drawer(toggles: Int) {
        var playback = loaded()
        for _ in 0..<toggles { playback.toggleDrawer() }
        #expect(playback.isDrawerOpen == (toggles % 2 == 1))
    }

    @Test("times read as a clock", arguments: [(0, "00:00"), (65, "01:05"), (1_328, "22:08"), (3_723, "1:02:03")])
    func clockText(seconds: Int, text: String) {
        #expect(Playback.clockText(seconds) == text)
    }
}
