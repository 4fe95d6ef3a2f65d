import ReelTVModel
import ReelUI

/// An episode's download: its title, then its state and progress beside the buttons
/// its state offers. The views exist from `init`; a progress tick only sets the status text.
final class DownloadCell: CollectionViewCell {
    private let title = Label()
    private let status = Label()
    /// As many buttons as a state offers commands (see ``DownloadCommand/available(for:)``).
    private let buttons = [Button(title: ""), Button(title: "")]

    required init() {
        super.init()
        let controls = StackView(arrangedSubviews: [status] + buttons, axis: .horizontal, spacing: 1)
        addSubview(StackView(arrangedSubviews: [title, controls], axis: .vertical))
    }

    func configure(_ download: Download, title: String, onCommand: @escaping @MainActor (DownloadCommand) -> Void) {
        self.title.text = title
        status.text = Self.status(of: download)
        let commands = DownloadCommand.available(for: download)
        for (index, button) in buttons.enumerated() {
            guard index < commands.count else {
                button.isHidden = true
                button.identifier = nil
                continue
            }
            let command = commands[index]
            button.isHidden = false
            button.identifier = command.identifier
            button.title = command.kind.title
            button.onTap = { onCommand(command) }
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
