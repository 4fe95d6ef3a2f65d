import ReelUI

/// `reel demo`'s top-level menu: the featured series' detail, the downloads and My Video. It is
/// the root of the navigation stack, so `back` from any of them returns here.
@MainActor
final class MenuViewController: ViewController {
    /// One way out of the menu.
    struct Entry {
        /// The button's title.
        var title: String
        /// The button's identifier, for `tap` in scripts.
        var identifier: String
        /// The screen the button pushes.
        var makeScreen: @MainActor () -> ViewController
    }

    private let entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries
        super.init()
        title = "ReelTV"
    }

    override func loadView() {
        let buttons = entries.map { entry in
            let button = Button(title: entry.title) { [weak self] in
                self?.navigationController?.pushViewController(entry.makeScreen(), animated: true)
            }
            button.identifier = entry.identifier
            return button
        }
        view = BoxView(title: "ReelTV", contentView: StackView(arrangedSubviews: buttons, axis: .vertical))
    }
}
