import Foundation
import ReelConsole
import ReelStream

/// Runs the downloads: the person's commands become actions on the app's downloads store, and
/// the transfers, simulated from each episode's size at ``DownloadTransfer/bytesPerSecond``,
/// report their progress to it every tick.
///
/// The queue itself — which downloads run, in what order, how many at once — is the store's
/// state, saved with every change; the manager only moves bytes. So a restart needs nothing
/// from it but a new ``start(on:)``: the store comes back from the database with the interrupted
/// downloads still running, and the next tick carries on from their saved bytes.
///
/// Other processes may change the same library: every tick first takes in their changes, and
/// only the manager holding the library's transfer claim (see ``Library/claimTransfers()``)
/// moves bytes; the others wait for it, showing the holder's progress.
@MainActor
package final class DownloadManager {
    /// How transfers go.
    package var transfer: DownloadTransfer
    /// Where "now" comes from, for the downloads' timestamps.
    package var now: @MainActor () -> Date

    /// Whether this manager moves the bytes, or who does: claimed on ``start(on:)`` (or the
    /// first tick) and tried again on every tick while another process holds it; `nil` while
    /// stopped.
    package var transfers: Property<TransferClaim?> { Property(claim) }

    private let library: Library
    private let requests: [String: DownloadRequest]
    private let claim = BehaviorRelay<TransferClaim?>(value: nil)
    private var ticking: AnyCancellable?

    /// A manager for `library`'s downloads of `catalog`'s episodes.
    package init(library: Library, catalog: Catalog, transfer: DownloadTransfer = DownloadTransfer(), now: @escaping @MainActor () -> Date = Date.init) {
        self.library = library
        self.transfer = transfer
        self.now = now
        requests = catalog.episodesByID.mapValues(\.downloadRequest)
    }

    /// The downloads.
    package var state: Property<DownloadsState> { library.downloads.state }

    /// Queues the episode `episodeID`; an episode that already has a download or is not in the
    /// catalog is left alone. Returns whether it is downloaded or queued now.
    @discardableResult
    package func download(episodeID: String) -> Bool {
        !download(episodeIDs: [episodeID]).isEmpty
    }

    /// Queues the episodes `episodeIDs` in their order, as one change of the downloads (saved
    /// whole or not at all); episodes that already have a download or are not in the catalog
    /// are left alone. Returns those of `episodeIDs` that are downloaded or queued now, in
    /// their order.
    @discardableResult
    package func download(episodeIDs: [String]) -> [String] {
        let batch = episodeIDs.compactMap { requests[$0] }
        // Ids the catalog doesn't know send nothing, so the store publishes no change for them.
        if !batch.isEmpty { dispatch(.enqueue(batch, at: now())) }
        return episodeIDs.filter { state.value[$0] != nil }
    }

    /// Pauses a queued or running download.
    package func pause(episodeID: String) { apply(DownloadAction.pause, to: [episodeID]) }
    /// Resumes a paused download.
    package func resume(episodeID: String) { apply(DownloadAction.resume, to: [episodeID]) }
    /// Queues a failed download again.
    package func retry(episodeID: String) { apply(DownloadAction.retry, to: [episodeID]) }
    /// Removes a download that has not completed.
    package func cancel(episodeID: String) { apply(DownloadAction.cancel, to: [episodeID]) }
    /// Removes a download, completed or not.
    package func delete(episodeID: String) { apply(DownloadAction.delete, to: [episodeID]) }

    /// Makes one change to the downloads of `episodeIDs`, in their order, as one change of the
    /// downloads (saved whole or not at all), stamped now: `action` is the change for one
    /// download, like `DownloadAction.pause`. Each download is changed as it would be alone, so
    /// one the change doesn't apply to is left alone; no ids send nothing.
    package func apply(_ action: (_ episodeID: String, _ at: Date) -> DownloadAction, to episodeIDs: [String]) {
        let date = now()
        let actions = episodeIDs.map { action($0, date) }
        switch actions.count {
        case 0: break
        // One id is its own action, so a failed save names that action, not a list of one.
        case 1: dispatch(actions[0])
        default: dispatch(.all(actions))
        }
    }

    /// Takes in other processes' changes, then, if this process may run the transfers, moves
    /// `elapsed` seconds' worth of bytes for every running download, in one action (one saved
    /// transaction), and fails the transfers ``DownloadTransfer/faults`` picks.
    package func tick(elapsed: TimeInterval) {
        library.refresh()
        if claim.value != .claimed { claim.accept(library.claimTransfers()) }
        guard claim.value == .claimed else { return }
        let running = state.value.downloads.values.filter { $0.state == .downloading }
        guard !running.isEmpty else { return }
        let date = now()
        let bytes = transfer.bytes(in: elapsed)
        var received: [String: Int64] = [:]
        for download in running.sorted(by: { $0.queuePosition < $1.queuePosition }) {
            // Saturating: a stored download may be near Int64.max bytes.
            let next = min(download.bytesTotal, download.bytesReceived.addingSaturating(bytes))
            if let reason = transfer.faults.failure(from: download.bytesReceived, to: next, of: download.bytesTotal) {
                dispatch(.fail(episodeID: download.episodeID, reason: reason, at: date))
            } else {
                received[download.episodeID] = next
            }
        }
        if !received.isEmpty { dispatch(.progress(received, at: date)) }
    }

    /// Ticks every ``DownloadTransfer/tickInterval`` of `scheduler`'s time until ``stop()``:
    /// the main queue moves the transfers in real time, a virtual clock only as far as it is
    /// advanced (so a script's `wait 500` moves them by exactly ten 50 ms ticks).
    package func start(on scheduler: MainQueueScheduler = .main) {
        guard ticking == nil else { return }
        claim.accept(library.claimTransfers())
        let interval = transfer.tickInterval
        ticking = scheduler.ticks(every: interval.dispatchStride).sink { [weak self] in self?.tick(elapsed: interval) }
    }

    /// Stops ticking and lets another process run the transfers; running downloads stay
    /// running and continue on the next ``start(on:)``.
    package func stop() {
        ticking = nil
        library.releaseTransfers()
        claim.accept(nil)
    }

    private func dispatch(_ action: DownloadAction) {
        library.downloadDispatcher.dispatch(action)
    }
}
