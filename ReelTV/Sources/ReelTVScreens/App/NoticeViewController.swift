import ReelStream
import ReelTVModel
import ReelUI

/// The app's root: its content (the navigation stack) filling the window, and a one-row notice
/// along the bottom edge while there is something to tell the person (see ``LibraryNotices``).
/// Tapping the notice (`tap notice` in scripts) dismisses it.
@MainActor
package final class NoticeViewController: ViewController {
    /// What fills the window above the notice.
    let content: ViewController

    private let notices: LibraryNotices
    private var subscription: AnyCancellable?

    package init(content: ViewController, notices: LibraryNotices) {
        self.content = content
        self.notices = notices
        super.init()
        addChild(content)
        content.didMove(toParent: self)
    }

    package override func loadView() {
        let notice = Button(title: "") { [notices] in notices.dismiss() }
        notice.identifier = "notice"
        let container = NoticeContainerView(content: content.view, notice: notice)
        view = container
        subscription = notices.text.sink { [weak container] text in container?.show(text) }
    }
}
