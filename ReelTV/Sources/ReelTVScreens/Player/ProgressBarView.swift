import ReelDataSourceUIKit

/// The seek bar: `"00:12 ━━●────── 22:00"`, as wide as the view, on one line.
final class ProgressBarView: UIView {
    /// Seconds played.
    var position = 0 {
        didSet { if position != oldValue { setNeedsLayout() } }
    }
    /// The episode's length in seconds.
    var duration = 0 {
        didSet { if duration != oldValue { setNeedsLayout() } }
    }

    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.lineBreakMode = .byClipping
        addSubview(label)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// The proposed width, one line tall.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 1)
    }

    /// Writes the bar for the view's width: the bar takes what the two times leave.
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
        let text = Self.text(position: position, duration: duration, width: Int(bounds.width))
        if label.text != text { label.text = text }
    }

    /// The bar `width` points wide (its characters are one point each): the elapsed time, the
    /// bar with its knob, the total; only the times where the bar would be under 3 points.
    static func text(position: Int, duration: Int, width: Int) -> String {
        let elapsed = Playback.clockText(position)
        let total = Playback.clockText(duration)
        let barWidth = width - elapsed.count - total.count - 2
        guard barWidth >= 3 else { return "\(elapsed)/\(total)" }
        let played = duration > 0 ? (barWidth - 1) * min(position, duration) / duration : 0
        let bar = String(repeating: "━", count: played) + "●" + String(repeating: "─", count: barWidth - 1 - played)
        return "\(elapsed) \(bar) \(total)"
    }
}
