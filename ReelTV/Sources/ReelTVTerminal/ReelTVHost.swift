import ReelDataSourceUIKit
import ReelStream
import ReelTVScreens
import ReelTerminal

/// ReelTV behind the terminal front end: `appear` opens the player and detail screen of the
/// chosen series, and `wait` lets the app's time pass — the simulated server answering, the
/// player playing, the downloads moving — and the screen settle.
@MainActor
package struct ReelTVHost: TerminalHost {
    /// The app.
    package let app: ReelTVApp
    /// The series the first screen shows.
    package let seriesID: String
    /// How the detail screens are built.
    package let strategy: DetailStrategy
    /// How long, in real time, settling waits for the app's effects to end before `appear` or
    /// `wait` fails naming how many are still under way: a safety net for an effect that never
    /// ends, which never decides that a screen is done.
    package let effectTimeLimit: Duration

    /// A host showing `seriesID` first, its detail screens built as `strategy` says, failing an
    /// `appear` or a `wait` whose effects are not done after `effectTimeLimit` of real time.
    package init(
        app: ReelTVApp, seriesID: String, strategy: DetailStrategy = .lazy, effectTimeLimit: Duration = .seconds(30)
    ) {
        self.app = app
        self.seriesID = seriesID
        self.strategy = strategy
        self.effectTimeLimit = effectTimeLimit
    }

    /// Shows the first screen and lets it settle, as a `wait 0` would: a snapshot right after
    /// it shows what the app's time 0 shows (with no latency, the answers), whatever the
    /// requests' trips to the server took.
    ///
    /// - Throws: ``ReelTerminal/IncompleteScreen`` when the screen did not settle (see
    ///   ``wait(milliseconds:in:)``).
    package func appear(in window: UIWindow) async throws(IncompleteScreen) {
        guard window.rootViewController == nil else { return }
        let navigation = app.rootViewController(
            showing: seriesID, orientation: window.traitCollection.isTerminalLandscape ? .landscape : .portrait,
            strategy: strategy)
        window.rootViewController = NoticeViewController(content: navigation, notices: app.notices)
        try await settle(window)
    }

    /// Lets `milliseconds` of the app's time pass and the screen settle.
    ///
    /// On a virtual clock no real time is slept: the clock moves from one wake-up of a sleeper
    /// (a server answer due) to the next within the wait, letting the screen settle at each, so
    /// an answer lands at its instant and what it starts starts from there; then to the wait's
    /// end. A snapshot's playback position, downloads and loaded content never depend on how
    /// long anything really took, and `wait 100000` takes only as long as the work it makes.
    ///
    /// - Throws: ``ReelTerminal/IncompleteScreen`` when the screen did not settle: the window's loop
    ///   kept finding work, or the app's effects were not done after ``effectTimeLimit``.
    package func wait(milliseconds: Int, in window: UIWindow) async throws(IncompleteScreen) {
        guard case .virtual(let clock) = app.clock else {
            try? await Task.sleep(for: .milliseconds(milliseconds))
            try await settle(window)
            return
        }
        let end = clock.now.advanced(by: Duration.milliseconds(milliseconds).dispatchStride)
        try await settle(window)
        while let wakeUp = clock.nextWakeUp, wakeUp <= end {
            clock.advance(to: wakeUp)
            try await settle(window)
        }
        clock.advance(to: end)
        try await settle(window)
    }

    /// Runs the window's loop until the screen is settled: the loop is idle
    /// (``ReelTerminal/ScreenCompletion``) and none of the app's effects (``AppClock/effects``) is
    /// under way — each is done, or asleep on the virtual clock, which only a `wait` moves on.
    ///
    /// An answer computed on another thread arrives after the loop went idle, so the loop alone
    /// cannot tell; the effects are counted instead of guessed from how long the screen stayed
    /// the same. In real time there is no tracker (a person watches, and time moves anyway):
    /// only the loop is settled.
    private func settle(_ window: UIWindow) async throws(IncompleteScreen) {
        var rounds = 0
        while true {
            try await ScreenCompletion(window: window).wait()
            rounds += 1
            // Every start and end of an effect happens on the main actor, as this does: nothing
            // can start or end between the loop's last round and this check.
            guard let effects = app.clock.effects, !effects.isIdle else { return }
            guard await effects.untilIdle(orAfter: effectTimeLimit) else {
                let count = effects.count
                let underWay = "\(count) \(count == 1 ? "effect" : "effects") of the app's streams still under way"
                throw IncompleteScreen(
                    missingElements: [], pendingWork: ["\(underWay) after \(effectTimeLimit) of real time"], rounds: rounds)
            }
        }
    }
}
