import ReelDataSourceUIKit
import ReelStream
import ReelTVModel

/// The app's root: its content (the navigation stack) filling the window, and a one-row notice
/// along the bottom edge while there is something to tell the person (see ``LibraryNotices``).
/// Tapping the notice (`tap notice` in scripts) dismisses it.
@MainActor
package final class NoticeViewController: UIViewController {
    /// What fills the window above the notice, a child controller.
    let content: UIViewController

    private let notices: LibraryNotices
    private let container = NoticeContainerView()
    private var subscription: AnyCancellable?

    /// The app's root over `content`, telling the person what `notices` has to say.
    package init(content: UIViewController, notices: LibraryNotices) {
        self.content = content
        self.notices = notices
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    package override func loadView() {
        view = container
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        container.contentView = content.view
        content.didMove(toParent: self)
        container.notice.setTapHandler { [notices] in notices.dismiss() }
        subscription = notices.text.sink { [weak container] text in container?.show(text) }
    }
}
