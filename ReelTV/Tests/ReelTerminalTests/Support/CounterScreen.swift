import Foundation
import ReelDataSourceUIKit
import ReelTerminal

/// A small screen for the front-end tests: a scroll view 16 points wide showing 8 rows of
/// content, a count label, a `+1` button that counts up, a `Reset` button, a row of wide
/// characters and a last row only reached by scrolling.
@MainActor
final class CounterViewController: UIViewController {
    let count = UILabel()
    let plus = UIButton(type: .system)
    let reset = UIButton(type: .system)
    let wide = UILabel()
    let end = UILabel()

    var scrollView: UIScrollView { view as! UIScrollView }

    override func loadView() {
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 16, height: 8)
        count.text = "Count: 0"
        count.accessibilityIdentifier = "count"
        plus.setTitle("+1", for: .normal)
        plus.accessibilityIdentifier = "plus"
        plus.addAction(UIAction { [unowned self] _ in count.text = "Count: \(counter(plus: 1))" }, for: .primaryActionTriggered)
        reset.setTitle("Reset", for: .normal)
        reset.accessibilityIdentifier = "reset"
        reset.addAction(UIAction { [unowned self] _ in count.text = "Count: 0" }, for: .primaryActionTriggered)
        wide.text = "日本語 ok"
        end.text = "end"
        place(count, at: CGPoint(x: 0, y: 0), in: scrollView)
        place(plus, at: CGPoint(x: 0, y: 2), in: scrollView)
        place(reset, at: CGPoint(x: 6, y: 2), in: scrollView)
        place(wide, at: CGPoint(x: 0, y: 4), in: scrollView)
        place(end, at: CGPoint(x: 0, y: 7), in: scrollView)
        view = scrollView
    }

    private func counter(plus delta: Int) -> Int {
        (Int((count.text ?? "").dropFirst("Count: ".count)) ?? 0) + delta
    }

    private func place(_ view: UIView, at origin: CGPoint, in scrollView: UIScrollView) {
        view.frame = CGRect(origin: origin, size: view.sizeThatFits(CGSize(width: 16, height: 1)))
        scrollView.addSubview(view)
    }
}

/// The app behind ``CounterViewController``: `appear` makes it the root, `back` is counted.
@MainActor
final class CounterHost: TerminalHost {
    let controller = CounterViewController()
    private(set) var backCount = 0

    func appear(in window: UIWindow) async {
        window.rootViewController = controller
    }

    func back(in window: UIWindow) async {
        backCount += 1
    }
}

extension UIWindow {
    /// A portrait terminal window of 16 by 4 cells with a loop of its own: room for half the
    /// counter screen's content.
    static func counterSized() -> UIWindow {
        UIWindow(terminalSize: CGSize(width: 16, height: 4), isLandscape: false)
    }

    /// The counter screen shown in a window of ``counterSized()``, settled.
    static func showingCounter() async -> (UIWindow, CounterViewController) {
        let window = UIWindow.counterSized()
        let host = CounterHost()
        await host.appear(in: window)
        await window.standInRunLoop.settle()
        return (window, host.controller)
    }
}
