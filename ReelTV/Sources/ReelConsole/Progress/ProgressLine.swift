/// The one line a ``ProgressReporter`` shows: what is running, a bar, how far it is, and the
/// time left, fitted to the terminal's width.
struct ProgressLine: Equatable {
    /// What is running.
    var label: String
    var completed: Int64
    /// Zero when the amount of work is not known: the line is the label alone.
    var total: Int64
    var unit: ProgressUnit
    /// The estimated seconds left, or nil before there is anything to estimate from.
    var secondsLeft: Double?

    /// The widest the bar gets, in characters.
    static let widestBar = 30
    /// Narrower than this, the bar is left out rather than drawn too short to read.
    static let narrowestBar = 10

    /// The line in at most `width - 1` characters (the last column is left free, since a
    /// character there makes some terminals wrap and the next redraw would start a line too
    /// low). Only ASCII besides the label, so characters and columns agree.
    func text(width: Int) -> String {
        let room = max(1, width - 1)
        guard total > 0 else { return Self.truncated(label, to: room) }
        let estimate = secondsLeft.map { ", " + Self.timeLeft($0) } ?? ""
        let tail = "  " + unit.amount(min(completed, total), of: total) + estimate
        let barWidth = min(Self.widestBar, room - label.count - tail.count - 4)
        if barWidth >= Self.narrowestBar {
            let filled = Int(Double(barWidth) * Double(max(0, min(completed, total))) / Double(total))
            let bar = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled) + "]"
            return "\(label)  \(bar)\(tail)"
        }
        let labelRoom = room - tail.count
        guard labelRoom >= 8 else { return Self.truncated(label + tail, to: room) }
        return Self.truncated(label, to: labelRoom) + tail
    }

    /// Beyond this many hours an estimate says only that it is more: a time left of centuries
    /// (a huge size at a slow speed) is no more use written out, and its seconds may not fit
    /// an `Int`.
    static let longestEstimateHours = 10_000

    /// `about 45 s left`, `about 3 min 20 s left`, `about 2 h 5 min left`, `more than 10000 h left`.
    static func timeLeft(_ seconds: Double) -> String {
        guard seconds < Double(longestEstimateHours * 3600) else { return "more than \(longestEstimateHours) h left" }
        let whole = Int(seconds.rounded())
        switch whole {
        case ..<1: return "under 1 s left"
        case ..<60: return "about \(whole) s left"
        case ..<3600: return "about \(whole / 60) min" + (whole % 60 == 0 ? "" : " \(whole % 60) s") + " left"
        default: return "about \(whole / 3600) h" + (whole % 3600 / 60 == 0 ? "" : " \(whole % 3600 / 60) min") + " left"
        }
    }

    private static func truncated(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        var kept = text.prefix(max(0, width - 3))
        while kept.last == " " { kept.removeLast() }
        return kept + "..."
    }
}
