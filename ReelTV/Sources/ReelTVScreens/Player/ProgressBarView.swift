import ReelUI

/// The seek bar: `"00:12 ━━●────── 22:00"`, as wide as the view, drawn in one row.
final class ProgressBarView: View {
    /// Seconds played.
    var position = 0 {
        didSet { if position != oldValue { setNeedsLayout() } }
    }
    /// The episode's length in seconds.
    var duration = 0 {
        didSet { if duration != oldValue { setNeedsLayout() } }
    }

    // A change only redraws, but marking the view is what gets a frame drawn (the loop draws
    // after its layout passes).

    override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: 1)
    }

    override func draw(in canvas: inout TextCanvas, at origin: Point) {
        let elapsed = Playback.clockText(position)
        let total = Playback.clockText(duration)
        let barWidth = frame.width - elapsed.count - total.count - 2
        guard barWidth >= 3 else {
            canvas.write("\(elapsed)/\(total)", at: origin)
            return
        }
        let played = duration > 0 ? (barWidth - 1) * min(position, duration) / duration : 0
        let bar = String(repeating: "━", count: played) + "●" + String(repeating: "─", count: barWidth - 1 - played)
        canvas.write("\(elapsed) \(bar) \(total)", at: origin)
    }
}
