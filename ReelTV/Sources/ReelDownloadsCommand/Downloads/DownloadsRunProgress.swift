import ReelConsole
import ReelTVModel

/// What `reel downloads run` shows on its progress line: how many downloads are running and
/// queued, and the bytes received of every download it has seen running or queued (those it
/// started with, and those other processes queue meanwhile) out of their sizes.
@MainActor
struct DownloadsRunProgress {
    private let reporter: ProgressReporter
    /// The downloads counted: every one seen running or queued.
    private var tracked: Set<String> = []
    /// Bytes they had received when the run started, for the summary.
    private var bytesAtStart: Int64 = 0

    /// Starts showing the progress of the downloads in `state`.
    init(reporter: ProgressReporter, state: DownloadsState) {
        self.reporter = reporter
        let (label, received, total) = track(state)
        bytesAtStart = received
        reporter.begin(label, total: total, completed: received, unit: .bytes)
    }

    /// Shows the downloads now in `state`.
    mutating func update(_ state: DownloadsState) {
        let (label, received, total) = track(state)
        reporter.update(completed: received, total: total, label: label)
    }

    /// Erases the progress line and writes what the run received in `seconds`.
    mutating func finish(_ state: DownloadsState, seconds: Double) {
        let (_, received, _) = track(state)
        let rate = seconds > 0 ? ", \(ProgressUnit.bytesText(Int64(clamping: Double(received - bytesAtStart) / seconds)))/s" : ""
        reporter.finish(
            tracked.isEmpty
                ? "downloads run: nothing to run"
                : "downloads run: received \(ProgressUnit.bytesText(received - bytesAtStart)) in \(Self.format(seconds)) s\(rate)")
    }

    /// Adds the downloads running or queued in `state` to those counted, and returns the line's
    /// label and the counted downloads' bytes received and sizes. The sums saturate: sizes come
    /// from the catalog and the library file, and a few near `Int64.max` would overflow them.
    private mutating func track(_ state: DownloadsState) -> (label: String, received: Int64, total: Int64) {
        var (running, queued, received, total) = (0, 0, Int64(0), Int64(0))
        for download in state.downloads.values {
            if download.state.isActive { tracked.insert(download.episodeID) }
            if download.state == .downloading { running += 1 }
            if download.state == .queued { queued += 1 }
            guard tracked.contains(download.episodeID) else { continue }
            received = received.addingSaturating(download.bytesReceived)
            total = total.addingSaturating(download.bytesTotal)
        }
        return ("downloads run: \(running) running, \(queued) queued", received, total)
    }

    private static func format(_ seconds: Double) -> String {
        String(Double(Int(clamping: (seconds * 10).rounded())) / 10)
    }
}
