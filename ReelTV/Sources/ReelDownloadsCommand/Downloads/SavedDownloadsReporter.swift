import ReelConsole
import ReelStream
import ReelTVModel

/// Prints a line for each change of a download's state that the downloads store publishes —
/// which it does only once the library database has committed it — written at once, unbuffered,
/// so whoever reads the output knows what was saved even if the process dies on the next line.
///
/// The line is `saved EPISODE_ID STATE RECEIVED/TOTAL`, then the reason for a failed download;
/// a removed download is `saved EPISODE_ID removed`. Progress alone prints nothing. The id and
/// the reason come from the library file, so they are made safe for a terminal.
@MainActor
final class SavedDownloadsReporter {
    /// Why the first change the store could not save failed; the store kept the state before it.
    private(set) var failure: (any Error)?
    /// Why the lines could not all be written, if they could not: whoever reads them no longer
    /// learns what is saved, so the command should stop.
    private(set) var outputFailure: OutputWriteError?
    /// Called before each batch of lines is written: a progress line on the same terminal is
    /// erased, so that every line starts in the first column.
    var beforeWriting: () -> Void = {}
    private var subscriptions: [AnyCancellable] = []

    /// Reports `store`'s changes from now on to `output`.
    init(store: DownloadStore, output: FileDescriptorOutput = .standardOutput) {
        var previous = store.state.value
        var output = output
        subscriptions.append(
            store.state.changes.sink { [weak self] state in
                let lines = Self.lines(from: previous, to: state)
                if !lines.isEmpty { self?.beforeWriting() }
                for line in lines { output.write(line + "\n") }
                previous = state
                if self?.outputFailure == nil { self?.outputFailure = output.failure }
            })
        subscriptions.append(
            store.failures.sink { [weak self] failure in
                if self?.failure == nil { self?.failure = failure.error }
            })
    }

    /// The lines for the downloads whose state differs from `old` to `new`, in queue order.
    static func lines(from old: DownloadsState, to new: DownloadsState) -> [String] {
        let removed = old.inQueueOrder.filter { new[$0.episodeID] == nil }.map { "saved \($0.episodeID.shownAsID()) removed" }
        let changed = new.inQueueOrder.filter { old[$0.episodeID]?.state != $0.state }.map { download in
            let line = "saved \(download.episodeID.shownAsID()) \(download.state.name) \(download.bytesReceived)/\(download.bytesTotal)"
            guard case .failed(let reason) = download.state else { return line }
            return "\(line) \(reason.terminalSafe())"
        }
        return removed + changed
    }
}
