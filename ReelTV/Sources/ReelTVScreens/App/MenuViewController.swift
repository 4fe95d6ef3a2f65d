import ReelDataSourceUIKit

/// `reel demo`'s top-level menu: the featured series' detail, the downloads and My Video. It is
/// the root of the navigation stack, so `back` from any of them returns here.
@MainActor
final class MenuViewController: UIViewController {
    /// One way out of the menu.
    struct Entry {
        /// The button's title.
        var title: String
        /// The button's identifier, for `tap` in scripts.
        var identifier: String
        /// The screen the button pushes.
        var makeScreen: @MainActor () -> UIViewController
    }

    private let entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries
        super.init(nibName: nil, bundle: nil)
        title = "ReelTV"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func loadView() {
        let buttons = entries.map { entry in
            let button = UIButton.titled(entry.title, identifier: entry.identifier)
            button.setTapHandler { [weak self] in
                self?.navigationController?.pushViewController(entry.makeScreen(), animated: true)
            }
            return button
        }
        view = TopStackView(arrangedSubviews: buttons)
    }
}
