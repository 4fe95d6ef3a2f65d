import Foundation

/// Every download, and how many may run at once: the state of the app-wide downloads store.
///
/// The reducer keeps the running downloads at the concurrency limit after every action, so a
/// queue starts, refills and shrinks without anyone having to ask.
package struct DownloadsState: Hashable, Sendable {
    /// The downloads by episode id.
    package private(set) var downloads: [String: Download]
    /// How many downloads may transfer at once.
    package let concurrencyLimit: Int

    /// `downloads` as they were stored, running at most `concurrencyLimit` at once: a download
    /// that was running when the app stopped continues (or waits for a slot, if there are now
    /// fewer slots) from the bytes it had.
    package init(downloads: [Download] = [], concurrencyLimit: Int) {
        self.init(stored: downloads, concurrencyLimit: concurrencyLimit)
        fitToSlots()
    }

    /// `downloads` exactly as they were stored, whether or not they fit `concurrencyLimit`: the
    /// state the next action is applied to, which fits them as every action does.
    init(stored downloads: [Download], concurrencyLimit: Int) {
        precondition(concurrencyLimit > 0, "a download queue needs at least one slot")
        self.downloads = Dictionary(downloads.map { ($0.episodeID, $0) }, uniquingKeysWith: { first, _ in first })
        self.concurrencyLimit = concurrencyLimit
    }

    /// Starts queued downloads while slots are free and sends running ones back to the queue
    /// while there are more than slots, stamped with the latest change's date.
    mutating func fitToSlots() {
        fillSlots(at: downloads.values.map(\.updatedAt).max() ?? Date(timeIntervalSince1970: 0))
    }

    /// The downloads in queue order.
    package var inQueueOrder: [Download] {
        downloads.values.sorted { $0.queuePosition < $1.queuePosition }
    }

    /// The download of `episodeID`, if any.
    package subscript(episodeID: String) -> Download? {
        downloads[episodeID]
    }

    /// Applies `action`.
    package mutating func apply(_ action: DownloadAction) {
        switch action {
        case .enqueue(let requests, let date):
            var position = lastQueuePosition(leavingRoomFor: requests.count)
            for request in requests where downloads[request.episodeID] == nil {
                position += 1
                downloads[request.episodeID] = Download(
                    episodeID: request.episodeID, seriesID: request.seriesID, seasonNumber: request.seasonNumber,
                    episodeNumber: request.episodeNumber, state: request.bytesTotal > 0 ? .queued : .completed,
                    bytesTotal: request.bytesTotal, bytesReceived: 0, queuePosition: position, queuedAt: date, updatedAt: date)
            }
            // Once for the whole batch: free slots go to the queued downloads in queue order, so
            // to the batch's first requests. With nothing new it changes nothing: the slots were
            // filled after the last action.
            fillSlots(at: date)
        case .pause(let id, let date): run(.pause, on: id, at: date)
        case .resume(let id, let date): run(.resume, on: id, at: date)
        case .retry(let id, let date): run(.retry, on: id, at: date)
        case .cancel(let id, let date): run(.cancel, on: id, at: date)
        case .delete(let id, let date): run(.delete, on: id, at: date)
        case .progress(let received, let date):
            for (id, bytes) in received {
                change(id, at: date, refill: false) { download in
                    guard download.state == .downloading else { return }
                    download.bytesReceived = min(download.bytesTotal, max(download.bytesReceived, bytes))
                    if download.bytesReceived == download.bytesTotal { download.state = .completed }
                }
            }
            fillSlots(at: date)
        case .fail(let id, let reason, let date):
            change(id, at: date) { if $0.state == .downloading { $0.state = .failed(reason: reason) } }
        case .all(let actions):
            // Each action refills the slots after itself, as it would dispatched alone, so the
            // result is exactly theirs one by one; the slots are refilled from an index of the
            // waiting and running downloads kept for the whole batch, so that pausing n of n
            // downloads takes time in n log n, not n².
            var slots = DownloadSlotQueue(downloads.values)
            apply(actions, slots: &slots)
        }
    }

    /// Applies `actions` in their order, each exactly as ``apply(_:)`` would, with `slots` the
    /// index of the waiting and running downloads, kept up to date.
    private mutating func apply(_ actions: [DownloadAction], slots: inout DownloadSlotQueue) {
        for action in actions {
            switch action {
            case .pause(let id, let date): run(.pause, on: id, at: date, slots: &slots)
            case .resume(let id, let date): run(.resume, on: id, at: date, slots: &slots)
            case .retry(let id, let date): run(.retry, on: id, at: date, slots: &slots)
            case .cancel(let id, let date): run(.cancel, on: id, at: date, slots: &slots)
            case .delete(let id, let date): run(.delete, on: id, at: date, slots: &slots)
            case .fail(let id, let reason, let date):
                guard var download = downloads[id], download.state == .downloading else { continue }
                download.state = .failed(reason: reason)
                change(id, to: download, at: date, slots: &slots)
            case .all(let inner):
                apply(inner, slots: &slots)
            case .enqueue, .progress:
                // They look at every download anyway (the queue's end, the bytes of each):
                // applied alone, and the index made again.
                apply(action)
                slots = DownloadSlotQueue(downloads.values)
            }
        }
    }

    /// ``run(_:on:at:)`` with the slots refilled from `slots`.
    private mutating func run(_ kind: DownloadCommand.Kind, on id: String, at date: Date, slots: inout DownloadSlotQueue) {
        guard var download = downloads[id], kind.applies(to: download.state) else { return }
        switch kind {
        case .pause: download.state = .paused
        case .resume, .retry: download.state = .queued
        case .cancel, .delete:
            replace(id, with: nil, slots: &slots)
            fillSlots(at: date, slots: &slots)
            return
        }
        change(id, to: download, at: date, slots: &slots)
    }

    /// Stores `download` for `id` if it differs from what is there, stamped with `date`, then
    /// refills the slots from `slots`: ``change(_:at:refill:_:)`` for a batch.
    private mutating func change(_ id: String, to download: Download, at date: Date, slots: inout DownloadSlotQueue) {
        guard download != downloads[id] else { return }
        var download = download
        download.updatedAt = Self.stamp(date, after: download)
        replace(id, with: download, slots: &slots)
        fillSlots(at: date, slots: &slots)
    }

    /// ``fillSlots(at:)``, finding the downloads to start or send back in `slots` rather than
    /// among all of them.
    private mutating func fillSlots(at date: Date, slots: inout DownloadSlotQueue) {
        if slots.runningCount > concurrencyLimit {
            while slots.runningCount > concurrencyLimit, let last = slots.popLastRunning(in: downloads) {
                set(last, to: .queued, at: date, slots: &slots)
            }
            return
        }
        while slots.runningCount < concurrencyLimit, let next = slots.popFirstQueued(in: downloads) {
            set(next, to: .downloading, at: date, slots: &slots)
        }
    }

    /// ``set(_:to:at:)``, keeping `slots` up to date.
    private mutating func set(_ id: String, to state: DownloadState, at date: Date, slots: inout DownloadSlotQueue) {
        guard var download = downloads[id] else { return }
        download.state = state
        download.updatedAt = Self.stamp(date, after: download)
        replace(id, with: download, slots: &slots)
    }

    /// Puts `download` (`nil`: nothing) in the place of `id`'s, keeping `slots` up to date.
    private mutating func replace(_ id: String, with download: Download?, slots: inout DownloadSlotQueue) {
        let old = downloads[id]
        downloads[id] = download
        slots.update(from: old, to: download)
    }

    /// The last download's queue position, with room after it for `count` more: when the
    /// positions stored (a library file may hold any) leave none before `Int64.max`, the queue
    /// is numbered 1, 2, 3… again first, in the same order.
    private mutating func lastQueuePosition(leavingRoomFor count: Int) -> Int64 {
        let last = downloads.values.map(\.queuePosition).max() ?? 0
        guard last > Int64.max - Int64(count) else { return last }
        for (index, download) in inQueueOrder.enumerated() {
            downloads[download.episodeID]?.queuePosition = Int64(index + 1)
        }
        return Int64(downloads.count)
    }

    /// Makes the person's command `kind` to the download of `id`, if it has one that the command
    /// applies to (see ``DownloadCommand/Kind/applies(to:)``).
    private mutating func run(_ kind: DownloadCommand.Kind, on id: String, at date: Date) {
        guard let download = downloads[id], kind.applies(to: download.state) else { return }
        switch kind {
        case .pause: change(id, at: date) { $0.state = .paused }
        case .resume, .retry: change(id, at: date) { $0.state = .queued }
        case .cancel, .delete: remove(id, at: date)
        }
    }

    /// Changes the download of `id` with `body`, stamping it with `date` if it changed, then
    /// refills the transfer slots.
    private mutating func change(_ id: String, at date: Date, refill: Bool = true, _ body: (inout Download) -> Void) {
        guard var download = downloads[id] else { return }
        body(&download)
        guard download != downloads[id] else { return }
        download.updatedAt = Self.stamp(date, after: download)
        downloads[id] = download
        if refill { fillSlots(at: date) }
    }

    private mutating func remove(_ id: String, at date: Date) {
        downloads[id] = nil
        fillSlots(at: date)
    }

    /// Starts queued downloads in queue order while slots are free, and sends the latest-queued
    /// running ones back to the queue while there are more than slots.
    private mutating func fillSlots(at date: Date) {
        let running = downloads.values.filter { $0.state == .downloading }.sorted { $0.queuePosition < $1.queuePosition }
        if running.count > concurrencyLimit {
            for download in running[concurrencyLimit...] { set(download.episodeID, to: .queued, at: date) }
            return
        }
        let free = concurrencyLimit - running.count
        guard free > 0 else { return }
        let next = downloads.values.filter { $0.state == .queued }.sorted { $0.queuePosition < $1.queuePosition }.prefix(free)
        for download in next { set(download.episodeID, to: .downloading, at: date) }
    }

    private mutating func set(_ id: String, to state: DownloadState, at date: Date) {
        guard var download = downloads[id] else { return }
        download.state = state
        download.updatedAt = Self.stamp(date, after: download)
        downloads[id] = download
    }

    /// `date`, or the download's last change if that is later: an action stamped before
    /// another process queued or changed the download (its date taken, then the file read)
    /// never moves the download's time backwards.
    private static func stamp(_ date: Date, after download: Download?) -> Date {
        max(date, download?.updatedAt ?? date)
    }
}
