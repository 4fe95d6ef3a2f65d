import ReelDataSourceUIKit
import ReelTVScreens
import ReelTerminal

extension DetailViewController {
    /// The rule that says when the screen, shown in `window`, is complete: its
    /// ``ReelTVScreens/DetailViewController/expectedElements`` shown and none of its own
    /// work pending, besides the window's loop being idle (see ``ReelTerminal/ScreenCompletion``).
    func completion(in window: UIWindow) -> ScreenCompletion {
        ScreenCompletion(window: window, expecting: expectedElements, pendingWork: [{ [unowned self] in pendingWork }])
    }
}
