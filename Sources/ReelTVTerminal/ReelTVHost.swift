import ReelStream
import ReelTVScreens
import ReelTerminal
import ReelUI

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

    /// A host showing `seriesID` first, its detail screens built as `strategy` says.
    package init(app: ReelTVApp, seriesID: String, strategy: DetailStrategy = .lazy) {
        self.app = app
        self.seriesID = seriesID
        self.strategy = strategy
    }

    package func appear(in window: Window) async {
        guard window.rootViewController == nil else { return }
        let navigation = app.rootViewController(
            showing: seriesID, orientation: window.traitCollection.orientation, strategy: strategy)
        window.rootViewController = NoticeViewController(content: navigation, notices: app.notices)
        await window.loop.settle()
    }

    /// Lets `milliseconds` of the app's time pass and the screen settle.
    ///
    /// On a virtual clock no real time is slept: the clock moves from one wake-up of a sleeper
    /// (a server answer due) to the next within the wait, letting the screen settle at each, so
    /// an answer lands at its instant and what it starts starts from there; then to the wait's
    /// end. A snapshot's playback position, downloads and loaded content never depend on how
    /// long anything really took, and `wait 100000` takes only as long as the work it makes.
    package func wait(milliseconds: Int, in window: Window) async {
        guard case .virtual(let clock) = app.clock else {
            try? await Task.sleep(for: .milliseconds(milliseconds))
            await untilUnchanged(window)
            return
        }
        let end = clock.now.advanced(by: Duration.milliseconds(milliseconds).dispatchStride)
        await untilUnchanged(window)
        while let wakeUp = clock.nextWakeUp, wakeUp <= end {
            clock.advance(to: wakeUp)
            await untilUnchanged(window)
        }
        clock.advance(to: end)
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
