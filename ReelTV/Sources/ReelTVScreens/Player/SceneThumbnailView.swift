import ReelDataSourceUIKit

/// The scene thumbnail shown over the video while seeking: a small framed picture of the scene
/// at the seek target, with its time, which is all a terminal can show of one.
final class SceneThumbnailView: UIView {
    /// Its size over the video.
    static let size = CGSize(width: 12, height: 3)

    /// The scene's time, in seconds.
    var time = 0 {
        didSet { if time != oldValue { timeLine.text = Self.timeText(time) } }
    }

    /// The frame's top, titled "シーン" (each of its three wide characters two points wide), to
    /// the thumbnail's width.
    private let topLine = UILabel(text: "┌─ シーン ─┐", numberOfLines: 1)
    private let timeLine = UILabel(text: SceneThumbnailView.timeText(0), numberOfLines: 1)
    private let bottomLine = UILabel(text: "└" + String(repeating: "─", count: Int(SceneThumbnailView.size.width) - 2) + "┘", numberOfLines: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        // An opaque picture: the video does not show through.
        backgroundColor = .black
        for line in [topLine, timeLine, bottomLine] { addSubview(line) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// The time centred between the frame's sides.
    private static func timeText(_ time: Int) -> String {
        let text = Playback.clockText(time)
        let inside = Int(size.width) - 2
        let left = max(0, (inside - text.count) / 2)
        let right = max(0, inside - left - text.count)
        return "│" + String(repeating: " ", count: left) + text + String(repeating: " ", count: right) + "│"
    }

    /// size, whatever is proposed.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        Self.size
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (row, line) in [topLine, timeLine, bottomLine].enumerated() {
            line.frame = CGRect(x: 0, y: CGFloat(row), width: bounds.width, height: 1)
        }
    }
}
