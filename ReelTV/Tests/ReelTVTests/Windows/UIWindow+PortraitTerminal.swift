import Foundation
import ReelDataSourceUIKit
import ReelTerminal

extension UIWindow {
    /// A window of `width`×`height` cells held upright, shown and made key so a person can
    /// touch it: the screens' tests show them in portrait whatever the proportions, as a
    /// terminal of those cells would only for a narrower size (see
    /// `UIWindow.isLandscapeTerminal(of:)`).
    static func portraitTerminal(width: CGFloat, height: CGFloat) -> UIWindow {
        let window = UIWindow(terminalSize: CGSize(width: width, height: height))
        window.standInTransition(
            to: window.bounds.size, traitCollection: .terminal(isLandscape: false), completion: nil)
        window.standInRunLoop.runTurn()
        return window
    }
}
