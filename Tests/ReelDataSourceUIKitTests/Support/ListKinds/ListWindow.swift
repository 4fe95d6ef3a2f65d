#if UIKIT_LISTS
import Foundation
import ReelDataSourceUIKit

/// A shown window for a test's list views, and what the test waits for and hears from it.
///
/// On Linux the window is the UIKit stand-in's: the test waits on its run loop, and the
/// exceptions its views raise for a broken UIKit rule are collected. On iOS, tvOS and visionOS
/// it is UIKit's: the main run loop lays it out and runs its animations while the test waits,
/// and a UIKit exception ends the test run, as it ends an app.
@MainActor
final class ListWindow {
    let window: UIWindow
    /// The reasons of the exceptions the window's views raised for a broken UIKit rule. Always
    /// empty on UIKit, whose exceptions end the test run instead.
    private(set) var exceptions: [String] = []

    /// A shown window of `frame`, 320 × 480 points unless given.
    init(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        window = UIWindow(frame: frame)
        window.isHidden = false
        #if UIKIT_STAND_IN
        window.standInRunLoop.uncaughtExceptionHandler = { [unowned self] in exceptions.append($0.reason) }
        #endif
    }

    var bounds: CGRect { window.bounds }

    func addSubview(_ view: UIView) {
        window.addSubview(view)
    }

    /// Waits until the window is at rest: every layout pass and every animation done, and what
    /// waited for them (batch updates' completions, the updates they start) run.
    func settle() async {
        #if UIKIT_STAND_IN
        await window.standInRunLoop.settle()
        #else
        // UIKit lays out, animates and calls completions from the main run loop, which runs
        // while this task sleeps. A completion may start another animation a run loop pass
        // later: at rest means nothing animating twice in a row.
        var passesAtRest = 0
        while passesAtRest < 2 {
            try? await Task.sleep(nanoseconds: 10_000_000)
            window.layoutIfNeeded()
            passesAtRest = Self.isAnimating(window.layer) ? 0 : passesAtRest + 1
        }
        #endif
    }

    #if UIKIT_STAND_IN
    /// Waits for the end of the run loop's next turn: its layout pass, and the animations that
    /// pass ends. For the suites that play a person's gestures, which only the stand-in can.
    func nextTurn() async {
        await window.standInRunLoop.nextTurn()
    }
    #else
    /// Whether `layer` or a layer under it is animating.
    private static func isAnimating(_ layer: CALayer) -> Bool {
        !(layer.animationKeys() ?? []).isEmpty || (layer.sublayers ?? []).contains { isAnimating($0) }
    }
    #endif
}
#endif
