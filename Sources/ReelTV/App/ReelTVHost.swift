import ReelTerminal
import ReelUI

/// ReelTV behind the terminal front end: `appear` opens the detail screen of the chosen series,
/// and `wait` lets the simulated server answer, the downloads move, and the screen settle.
///
/// In a script, downloads move only by the time a `wait` names, one transfer tick at a time, so
/// a script sees the same bytes on every run; in an interactive session they move in real time.
@MainActor
public struct ReelTVHost: TerminalHost {
    /// The app.
    public let app: ReelTVApp
    /// The series the first screen shows.
    public let seriesID: String
    /// How the detail screens are built.
    public let strategy: DetailStrategy
    /// How `wait` lets time pass.
    public let sleep: @Sendable (Duration) async -> Void

    /// A host showing `seriesID` first, its detail screens built as `strategy` says, letting time
    /// pass with `sleep` (tests pass one that returns at once).
    public init(
        app: ReelTVApp, seriesID: String, strategy: DetailStrategy = .lazy,
        sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }
    ) {
        self.app = app
        self.seriesID = seriesID
        self.strategy = strategy
        self.sleep = sleep
    }

    public func beginInteractiveSession() {
        app.downloads.start()
    }

    public func appear(in window: Window) async {
        guard window.rootViewController == nil else { return }
        window.rootViewController = app.rootViewController(
            showing: seriesID, orientation: window.traitCollection.orientation, strategy: strategy)
        await window.loop.settle()
    }

    /// Lets `milliseconds` pass a transfer tick at a time, moving the downloads by each tick,
    /// then runs the window's loop until the screen has stopped changing: answers arrive on
    /// other threads, so an idle loop alone does not mean the screen is final, while a screen
    /// that stays the same for a few rounds is.
    public func wait(milliseconds: Int, in window: Window) async {
        var remaining = Duration.milliseconds(milliseconds)
        while remaining > .zero {
            let step = min(remaining, app.downloads.transfer.tickInterval)
            await sleep(step)
            app.downloads.tick(elapsed: step)
            await window.loop.settle()
            remaining -= step
        }
        var last = ""
        var unchangedRounds = 0
        for _ in 0..<200 where unchangedRounds < 5 {
            await window.loop.settle()
            try? await Task.sleep(for: .milliseconds(1))
            let screen = window.textDump()
            unchangedRounds = screen == last ? unchangedRounds + 1 : 0
            last = screen
        }
    }
}
