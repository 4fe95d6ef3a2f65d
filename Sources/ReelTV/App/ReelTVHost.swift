import ReelTerminal
import ReelUI

/// ReelTV behind the terminal front end: `appear` opens the player and detail screen of the
/// chosen series, and `wait` lets the simulated server answer, the player's time pass and the
/// screen settle.
@MainActor
public struct ReelTVHost: TerminalHost {
    /// Waits for a duration of real time.
    public typealias Sleep = @Sendable (Duration) async -> Void

    /// The app.
    public let app: ReelTVApp
    /// The series the first screen shows.
    public let seriesID: String
    /// How the detail screens are built.
    public let strategy: DetailStrategy
    private let sleep: Sleep

    /// A host showing `seriesID` first, its detail screens built as `strategy` says; `wait`
    /// sleeps with `sleep` (tests whose server answers at once pass one that returns at once).
    public init(
        app: ReelTVApp, seriesID: String, strategy: DetailStrategy = .lazy,
        sleep: @escaping Sleep = { try? await Task.sleep(for: $0) }
    ) {
        self.app = app
        self.seriesID = seriesID
        self.strategy = strategy
        self.sleep = sleep
    }

    public func appear(in window: Window) async {
        guard window.rootViewController == nil else { return }
        let navigation = app.rootViewController(
            showing: seriesID, orientation: window.traitCollection.orientation, strategy: strategy)
        window.rootViewController = NoticeViewController(content: navigation, notices: app.notices)
        await window.loop.settle()
    }

    /// Sleeps `milliseconds` and lets the screen settle (the server's answers land), then moves
    /// a virtual clock (the player, the downloads) by exactly as much and lets the screen settle again: a
    /// snapshot's playback position never depends on how long anything really took.
    public func wait(milliseconds: Int, in window: Window) async {
        await sleep(.milliseconds(milliseconds))
        await untilUnchanged(window)
        app.clock.advance(by: .milliseconds(milliseconds))
        await untilUnchanged(window)
    }

    /// Runs the window's loop until the screen has stopped changing: answers arrive on other
    /// threads, so an idle loop alone does not mean the screen is final, while a screen that
    /// stays the same for a few rounds is.
    private func untilUnchanged(_ window: Window) async {
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
