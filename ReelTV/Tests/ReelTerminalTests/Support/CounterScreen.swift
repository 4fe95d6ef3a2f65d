import ReelTerminal
import ReelUI

/// A small screen for the front-end tests: a scroll view 16 cells wide showing 8 rows of
/// content, a count label, a `[ + ]` button that counts up, a `[ Reset ]` button, a row of wide
/// characters and a last row only reached by scrolling.
@MainActor
final class CounterViewController: ViewController {
    let count = Label(text: "Count: 0")
    let plus = Button(title: "+")
    let reset = Button(title: "Reset")
    let wide = Label(text: "日本語 ok")
    let end = Label(text: "end")

    override func loadView() {
        let scrollView = ScrollView()
        scrollView.contentSize = Size(width: 16, height: 8)
        count.identifier = "count"
        plus.identifier = "plus"
        reset.identifier = "reset"
        plus.onTap = { [unowned self] in count.text = "Count: \(counter(plus: 1))" }
        reset.onTap = { [unowned self] in count.text = "Count: 0" }
        place(count, at: Point(x: 0, y: 0), in: scrollView)
        place(plus, at: Point(x: 0, y: 2), in: scrollView)
        place(reset, at: Point(x: 6, y: 2), in: scrollView)
        place(wide, at: Point(x: 0, y: 4), in: scrollView)
        place(end, at: Point(x: 0, y: 7), in: scrollView)
        view = scrollView
    }

    private func counter(plus delta: Int) -> Int {
        (Int(count.text.dropFirst("Count: ".count)) ?? 0) + delta
    }

    private func place(_ view: View, at origin: Point, in scrollView: ScrollView) {
        view.frame = Rect(origin: origin, size: view.sizeThatFits(Size(width: 16, height: 1)))
        scrollView.addSubview(view)
    }
}

/// The app behind ``CounterViewController``: `appear` makes it the root, `back` is counted.
@MainActor
final class CounterHost: TerminalHost {
    let controller = CounterViewController()
    private(set) var backCount = 0

    func appear(in window: Window) async {
        window.rootViewController = controller
    }

    func back(in window: Window) async {
        backCount += 1
    }
}

extension Window {
    /// A portrait window of 16 by 4 cells with a loop of its own: room for half the counter
    /// screen's content.
    static func counterSized() -> Window {
        Window(traits: TraitCollection(size: Size(width: 16, height: 4), orientation: .portrait))
    }
}
