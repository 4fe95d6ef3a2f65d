import Foundation
import ReelDataSourceUIKit
import ReelStream
import ReelTVModel
import ReelTVScreens
import ReelTVTerminal
import ReelTerminal
import Testing

/// A script's `wait` moves the app's clock — the server's latency included — without sleeping:
/// answers land at their instant of the script's time, whatever the wait took in real time.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScriptClockTests {
    let catalog = try! CatalogLoader.loadBundled()

    /// The snapshots `script` prints on a 40×12 window, the server answering after `latency`
    /// of the script's clock, as `reel demo` runs scripts. The server sleeps its latency with
    /// `sleep`, given the clock's own sleep (which it uses by default); `wait` fails when the
    /// app's effects are not done after `effectTimeLimit` of real time.
    private func snapshots(
        of script: String, latency: TimeInterval, effectTimeLimit: Duration = .seconds(30),
        sleep: (_ onTheClock: @escaping CatalogAPI.Sleep) -> CatalogAPI.Sleep = { $0 }
    ) async throws -> [String] {
        let clock = AppClock.makeVirtual()
        let api = CatalogAPI(catalog: catalog, latency: latency, sleep: sleep(clock.sleep))
        let app = ReelTVApp(catalog: catalog, api: api, pattern: .grid, clock: clock)
        let window = UIWindow(terminalSize: CGSize(width: 40, height: 12))
        var output = ""
        let host = ReelTVHost(app: app, seriesID: catalog.series[0].id, effectTimeLimit: effectTimeLimit)
        try await ScriptRunner(window: window, host: host).run(Script(parsing: script), to: &output)
        return output.components(separatedBy: "--- snapshot ").dropFirst().map { String($0) }
    }

    /// The clock's sleep reached only after a detour through another task that takes real time:
    /// far longer than the loop takes to go idle, or than any number of rounds of waiting for
    /// the screen to stop changing. Only counting a request as under way until it sleeps on the
    /// clock tells a `wait` when its wake-up is known.
    private static func detour(to onTheClock: @escaping CatalogAPI.Sleep) -> CatalogAPI.Sleep {
        { latency in
            try await Task.detached { try await Task.sleep(for: .milliseconds(200)) }.value
            try await onTheClock(latency)
        }
    }

    @Test("an answer lands at its instant of the script's time, and what it starts is timed from there")
    func latencyRunsOnTheScriptsClock() async throws {
        // The series answers at 300 ms; the recommendations are asked for then, their loading row
        // shows 100 ms later, and they answer at 600 ms.
        let shots = try await snapshots(
            of: "appear\nwait 299\nsnapshot\nwait 1\nsnapshot\nwait 150\nscroll 14\nsnapshot\nwait 149\nsnapshot\nwait 1\nsnapshot\n",
            latency: 0.3)
        // The player's title line: "読み込み中…" until the series has loaded.
        let firstEpisode = catalog.series[0].seasons[0].episodes[0].title
        #expect(shots.map { $0.contains(firstEpisode) } == [false, true, true, true, true], "\(shots)")
        #expect(shots.map { $0.contains("おすすめを読み込み中") } == [false, false, true, true, false], "\(shots)")
        #expect(shots.last?.contains("■ あなたへのおすすめ") == true, "\(shots)")
    }

    @Test("an answer due within a wait is on the snapshot after it, however long the request takes to fall asleep on the clock")
    func slowHopToTheClockStillLandsWithinTheWait() async throws {
        let script = "appear\nwait 300\nsnapshot\nwait 300\nsnapshot\n"
        let direct = try await snapshots(of: script, latency: 0.3)
        let detoured = try await snapshots(of: script, latency: 0.3, sleep: Self.detour(to:))
        let firstEpisode = catalog.series[0].seasons[0].episodes[0].title
        #expect(detoured.map { $0.contains(firstEpisode) } == [true, true], "\(detoured)")
        #expect(detoured == direct)
    }

    @Test("with no latency, a snapshot right after appear shows the answers, however long the requests took to get there")
    func appearSettlesOnTheAnswersOfTimeZero() async throws {
        let detoured = try await snapshots(of: "appear\nsnapshot\n", latency: .zero, sleep: Self.detour(to:))
        let waited = try await snapshots(of: "appear\nwait 0\nsnapshot\n", latency: .zero)
        let firstEpisode = catalog.series[0].seasons[0].episodes[0].title
        #expect(detoured.first?.contains(firstEpisode) == true, "\(detoured)")
        #expect(detoured == waited)
    }

    @Test(
        "a request that never ends fails the script at the command that waited for it, naming the effect still under way, instead of hanging or printing a guess",
        arguments: [(beforeTheClock: true, line: 1, command: "appear"), (beforeTheClock: false, line: 2, command: "wait 300")])
    func effectThatNeverEndsFailsTheScript(beforeTheClock: Bool, line: Int, command: String) async throws {
        let gate = Gate()
        await gate.set(open: false)
        do {
            // The series' request gets stuck on its way to the clock, so `appear` cannot settle;
            // or it sleeps on the clock, and gets stuck once `wait` has woken it.
            let shots = try await snapshots(
                of: "appear\nwait 300\nsnapshot\n", latency: 0.3, effectTimeLimit: .milliseconds(10)
            ) { onTheClock in
                { latency in
                    if !beforeTheClock { try await onTheClock(latency) }
                    await gate.pass()
                }
            }
            Issue.record("the script ran to its end: \(shots)")
        } catch let error as ScriptRunError {
            #expect(error.step.lineNumber == line)
            #expect(
                "\(error)".contains(
                    "`\(command)`: the screen was not complete after 1 round: still pending: 1 effect of the app's streams still under way after"),
                "\(error)")
        }
        // Lets the request end.
        await gate.set(open: true)
    }

    @Test("the longest wait a script may ask for, an hour, moves the clock an hour without sleeping it")
    func anHourLongWaitDoesNotSleep() async throws {
        // Slept in real time, this would outlast the suite's time limit sixty times over.
        let shots = try await snapshots(of: "appear\nwait 3600000\nsnapshot\n", latency: 0.3)
        #expect(shots.first?.contains("22:08 ━━━━━━━━━━━━━━━━━━━━━━━━━━━● 22:08") == true, "\(shots)")
    }

    @Test("a sleeper on the virtual clock wakes once the clock reaches its instant, not before; no time wakes it at once")
    func sleepersWakeAtTheirInstant() async {
        let clock = VirtualAppClock()
        let start = clock.now
        await clock.sleep(for: .zero)
        #expect(clock.nextWakeUp == nil)
        let sleeper = Task { @MainActor in await clock.sleep(for: 0.3) }
        while clock.nextWakeUp == nil { await Task.yield() }
        #expect(clock.nextWakeUp == start.advanced(by: .milliseconds(300)))
        clock.advance(to: start.advanced(by: .milliseconds(299)))
        #expect(clock.nextWakeUp == start.advanced(by: .milliseconds(300)))
        clock.advance(to: start.advanced(by: .milliseconds(300)))
        #expect(clock.nextWakeUp == nil)
        await sleeper.value
    }

    @Test("an effect asleep on a clock with a tracker is not under way; once the clock passes its wake-up it is again")
    func sleepersLeaveTheEffectsUnderWayWhileAsleep() async {
        let effects = EffectTracker()
        let clock = VirtualAppClock(effects: effects)
        let start = clock.now
        effects.started()
        let sleeper = Task { @MainActor in
            await clock.sleep(for: 0.3)
            effects.finished()
        }
        #expect(await effects.untilIdle(orAfter: .seconds(50)), "the sleeper fell asleep")
        #expect(clock.nextWakeUp == start.advanced(by: .milliseconds(300)))
        clock.advance(to: start.advanced(by: .milliseconds(299)))
        #expect(effects.isIdle)
        clock.advance(to: start.advanced(by: .milliseconds(300)))
        #expect(effects.count == 1, "woken, the sleeper is under way again")
        await sleeper.value
        #expect(effects.isIdle)
    }
}
