import ReelUI

/// The scene thumbnail shown over the video while seeking: a small framed picture of the scene
/// at the seek target, with its time, which is all a terminal can show of one.
final class SceneThumbnailView: View {
    /// Its size over the video.
    static let size = Size(width: 12, height: 3)

    /// The scene's time, in seconds.
    var time = 0 {
        didSet { if time != oldValue { setNeedsLayout() } }
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        Self.size
    }

    /// A frame titled "シーン" around the time, over a blank inside so the video does not show
    /// through.
    override func draw(in canvas: inout TextCanvas, at origin: Point) {
        let width = frame.width
        guard width >= 10, frame.height >= 3 else { return }
        let title = "─ シーン "
        canvas.write("┌\(title)" + String(repeating: "─", count: width - 2 - title.cellWidth) + "┐", at: origin)
        let text = Playback.clockText(time)
        let left = (width - 2 - text.count) / 2
        let middle = String(repeating: " ", count: left) + text + String(repeating: " ", count: width - 2 - left - text.count)
        canvas.write("│\(middle)│", at: Point(x: origin.x, y: origin.y + 1))
        canvas.write("└" + String(repeating: "─", count: width - 2) + "┘", at: Point(x: origin.x, y: origin.y + 2))
    }
}
