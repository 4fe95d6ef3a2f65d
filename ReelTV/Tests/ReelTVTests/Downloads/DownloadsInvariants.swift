import ReelTVModel

/// What must hold for every set of downloads a store publishes or the library database holds,
/// whatever happened before: checked after every action of the property tests and after every
/// kill of the kill tests.
enum DownloadsInvariants {
    /// Each way `downloads` breaks the rules with `concurrencyLimit` slots; empty when they hold.
    static func violations(of downloads: [Download], concurrencyLimit: Int) -> [String] {
        var problems: [String] = []
        for download in downloads {
            let id = download.episodeID
            if !(0...download.bytesTotal).contains(download.bytesReceived) {
                problems.append("\(id) has \(download.bytesReceived) of \(download.bytesTotal) bytes")
            }
            if download.state == .completed && download.bytesReceived != download.bytesTotal {
                problems.append("\(id) is completed with \(download.bytesReceived) of \(download.bytesTotal) bytes")
            }
            if download.updatedAt < download.queuedAt {
                problems.append("\(id) was updated at \(download.updatedAt), before it was queued at \(download.queuedAt)")
            }
        }
        let running = downloads.filter { $0.state == .downloading }.count
        let runnable = downloads.filter(\.state.isActive).count
        if running != min(concurrencyLimit, runnable) {
            problems.append("\(running) running of \(runnable) queued or running with \(concurrencyLimit) slots")
        }
        let positions = downloads.map(\.queuePosition)
        if Set(positions).count != positions.count {
            problems.append("queue positions repeat: \(positions.sorted())")
        }
        return problems
    }
}
