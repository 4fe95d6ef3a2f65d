import ReelDataSourceUIKit
import ReelTVModel

/// An episode's download: its title, then its state and progress beside the buttons
/// its state offers. The views exist from `init`; a progress tick only sets the status text.
final class DownloadCell: StackTableCell {
    private let title = UILabel()
    private let status = UILabel()
    /// As many buttons as a state offers commands (see ``DownloadCommand/available(for:)``).
    private let buttons = [UIButton.titled(""), UIButton.titled("")]

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addTitle(title, over: [status] + buttons)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func configure(_ download: Download, title: String, onCommand: @escaping @MainActor (DownloadCommand) -> Void) {
        self.title.text = title
        status.text = Self.status(of: download)
        let commands = DownloadCommand.available(for: download)
        for (index, button) in buttons.enumerated() {
            guard index < commands.count else {
                button.isHidden = true
                button.accessibilityIdentifier = nil
                continue
            }
            let command = commands[index]
            button.isHidden = false
            button.accessibilityIdentifier = command.identifier
            button.setTitle(command.kind.title, for: .normal)
            button.setTapHandler { onCommand(command) }
        }
    }

    /// `↓ 42%` while downloading, `⏸ 42%` paused, `待機中` queued, `✓` completed, `! reason` failed.
    private static func status(of download: Download) -> String {
        let percent = download.percentReceived
        return switch download.state {
        case .queued: "待機中"
        case .downloading: "↓ \(percent)%"
        case .paused: "⏸ \(percent)%"
        case .completed: "✓"
        case .failed(let reason): "! \(reason)"
        }
    }
}
