import ReelTerminal
import ReelUI

/// ReelTV behind the terminal front end: `appear` opens the detail screen of the chosen series,
/// and `wait` lets the simulated server answer and the screen settle.
@MainActor
public struct ReelTVHost: TerminalHost {
    /// The app.
    public let app: ReelTVApp
    /// The series the first screen shows.
    public let seriesID: String
    /// How the detail screens are built.
    public let strategy: DetailStrategy

    /// A host showing `seriesID` first, its detail screens built as `strategy` says.
    public init(app: ReelTVApp, seriesID: String, strategy: DetailStrategy = .lazy) {
        self.app = app
        self.seriesID = seriesID
        self.strategy = strategy
    }

    public func appear(in window: Window) async {
        guard window.rootViewController == nil else { return }
        window.rootViewController = app.rootViewController(
            showing: seriesID, orientation: window.traitCollection.orientation, strategy: strategy)
        await window.loop.settle()
    }

    /// Sleeps `milliseconds`, then runs the window's loop until the screen has stopped
    /// changing: answers arrive on other threads, so an idle loop alone does not mean the
    /// screen is final, while a screen that stays the same for a few rounds is.
    public func wait(milliseconds: Int, in window: Window) async {
        try? await Task.sleep(for: .milliseconds(milliseconds))
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
