import ReelTV
import ReelTerminal
import ReelUI

/// What `appear` means to the demo: show the detail screen of the chosen series.
@MainActor
struct DemoHost: TerminalHost {
    let app: ReelTVApp
    let seriesID: String

    func appear(in window: Window) async {
        guard window.rootViewController == nil else { return }
        window.rootViewController = app.rootViewController(showing: seriesID, orientation: window.traitCollection.orientation)
        await window.loop.settle()
    }
}
