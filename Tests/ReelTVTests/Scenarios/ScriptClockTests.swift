import ReelTVModel
import ReelTVScreens
import ReelTVTerminal
import ReelTerminal
import ReelUI
import Testing

/// A script's `wait` moves the app's clock — the server's latency included — without sleeping:
/// answers land at their instant of the script's time, whatever the wait took in real time.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ScriptClockTests {
    let catalog = try! CatalogLoader.loadBundled()

    /// The snapshots `script` prints on a 40×12 window, the server answering after `latency`
    /// of the script's clock, as `reel demo` runs scripts.
    private func snapshots(of script: String, latency: Duration) async throws -> [String] {
        let clock = AppClock.makeVirtual()
        let api = CatalogAPI(catalog: catalog, latency: latency, sleep: clock.sleep)
        let app = ReelTVApp(catalog: catalog, api: api, pattern: .grid, clock: clock)
        let window = Window(traits: TraitCollection(terminalSize: Size(width: 40, height: 12)))
        var output = ""
        try await ScriptRunner(window: window, host: ReelTVHost(app: app, seriesID: catalog.series[0].id)).run(
            Script(parsing: script), to: &output)
        return output.components(separatedBy: "--- snapshot ").dropFirst().map { String($0) }
    }

    @Test("an answer lands at its instant of the script's time, and what it starts is timed from there")
    func latencyRunsOnTheScriptsClock() async throws {
        // The series answers at 300 ms; the recommendations are asked for then, their loading row
        // shows 100 ms later, and they answer at 600 ms.
        let shots = try await snapshots(
            of: "appear\nwait 299\nsnapshot\nwait 1\nsnapshot\nwait 150\nscroll 14\nsnapshot\nwait 149\nsnapshot\nwait 1\nsnapshot\n",
            latency: .milliseconds(300))
        // The player's title line: "読み込み中…" until the series has loaded.
        let firstEpisode = catalog.series[0].seasons[0].episodes[0].title
        #expect(shots.map { $0.contains(firstEpisode) } == [false, true, true, true, true], "\(shots)")
        #expect(shots.map { $0.contains("おすすめを読み込み中") } == [false, false, true, true, false], "\(shots)")
        #expect(shots.last?.contains("■ あなたへのおすすめ") == true, "\(shots)")
    }

    @Test("the longest wait a script may ask for, an hour, moves the clock an hour without sleeping it")
    func anHourLongWaitDoesNotSleep() async throws {
        // Slept in real time, this would outlast the suite's time limit sixty times over.
        let shots = try await snapshots(of: "appear\nwait 3600000\nsnapshot\n", latency: .milliseconds(300))
        #expect(shots.first?.contains("22:08 ━━━━━━━━━━━━━━━━━━━━━━━━━━━● 22:08") == true, "\(shots)")
    }

    @Test("a sleeper on the virtual clock wakes once the clock reaches its instant, not before; no time wakes it at once")
    func sleepersWakeAtTheirInstant() async {
        let clock = VirtualAppClock()
        let start = clock.now
        await clock.sleep(for: .zero)
        #expect(clock.nextWakeUp == nil)
        let sleeper = Task { @MainActor in await clock.sleep(for: .milliseconds(300)) }
        while clock.nextWakeUp == nil { await Task.yield() }
        #expect(clock.nextWakeUp == start.advanced(by: .milliseconds(300)))
        clock.advance(to: start.advanced(by: .milliseconds(299)))
        #expect(clock.nextWakeUp == start.advanced(by: .milliseconds(300)))
        clock.advance(to: start.advanced(by: .milliseconds(300)))
        #expect(clock.nextWakeUp == nil)
        await sleeper.value
    }
}
