import Foundation

/// The outcome of `reel bench downloads`.
package struct DownloadsBenchmarkResult: Encodable {
    /// What the screen's window did during a run's transfers (see ``DownloadsScreenCounter``).
    struct Counters: Encodable {
        /// The table view's batch updates.
        let batchUpdates: Int
        /// The table view's reloads.
        let reloads: Int
        /// The window's layout passes: a screen update shows at the next one.
        let layoutPasses: Int
        /// Views that joined the window: new cells with their subviews, and the headers'.
        let viewsJoined: Int

        enum CodingKeys: String, CodingKey {
            case reloads
            case batchUpdates = "batch_updates"
            case layoutPasses = "layout_passes"
            case viewsJoined = "views_joined"
        }
    }

    /// One run: with the screen, or the baseline without it.
    struct Run: Encodable {
        let showsScreen: Bool
        let enqueueSeconds: Double
        /// From the first tick to the last change on screen.
        let seconds: Double
        let storeChanges: Int
        let screenUpdates: Int
        /// Seconds from each store change's tick to the screen showing it (to the store
        /// publishing it, without a screen).
        let latencies: [Double]
        let counters: Counters?
        /// Whether the reopened database holds exactly the downloads the store last reported.
        let databaseMatches: Bool

        var storeChangesPerSecond: Double { Double(storeChanges) / seconds }
        var screenUpdatesPerSecond: Double { Double(screenUpdates) / seconds }

        /// The latency below which `fraction` of the changes were shown.
        func latency(_ fraction: Double) -> Double {
            let sorted = latencies.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
        }

        enum CodingKeys: String, CodingKey {
            case seconds, counters
            case showsScreen = "shows_screen"
            case enqueueSeconds = "enqueue_seconds"
            case storeChanges = "store_changes"
            case storeChangesPerSecond = "store_changes_per_second"
            case screenUpdates = "screen_updates"
            case screenUpdatesPerSecond = "screen_updates_per_second"
            case latencyP50 = "latency_p50_seconds"
            case latencyP99 = "latency_p99_seconds"
            case latencyMax = "latency_max_seconds"
            case databaseMatches = "database_matches"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(showsScreen, forKey: .showsScreen)
            try container.encode(enqueueSeconds, forKey: .enqueueSeconds)
            try container.encode(seconds, forKey: .seconds)
            try container.encode(storeChanges, forKey: .storeChanges)
            try container.encode(storeChangesPerSecond, forKey: .storeChangesPerSecond)
            try container.encode(screenUpdates, forKey: .screenUpdates)
            try container.encode(screenUpdatesPerSecond, forKey: .screenUpdatesPerSecond)
            try container.encode(latency(0.5), forKey: .latencyP50)
            try container.encode(latency(0.99), forKey: .latencyP99)
            try container.encode(latency(1), forKey: .latencyMax)
            try container.encodeIfPresent(counters, forKey: .counters)
            try container.encode(databaseMatches, forKey: .databaseMatches)
        }
    }

    let downloads: Int
    let concurrency: Int
    let tickMilliseconds: Int
    let bytesPerSecond: Int64
    let screen: Run
    let baseline: Run

    /// Whether each run's reopened database held exactly the downloads its store last reported.
    package var databasesMatch: Bool { screen.databaseMatches && baseline.databaseMatches }

    enum CodingKeys: String, CodingKey {
        case downloads, concurrency, screen, baseline
        case tickMilliseconds = "tick_ms"
        case bytesPerSecond = "bytes_per_second_per_download"
    }

    /// A Markdown table of both runs, the screen's with its ratios to the baseline.
    package var table: String {
        func row(_ name: String, _ run: Run) -> String {
            // The screen's ratios to the baseline; the baseline's own row has none.
            func value(_ measure: (Run) -> Double, _ format: (Double) -> String) -> String {
                let ratio = run.showsScreen && measure(baseline) > 0 ? String(format: " (%.2f×)", measure(run) / measure(baseline)) : ""
                return format(measure(run)) + ratio
            }
            let perSecond = { (value: Double) in String(format: "%.1f", value) }
            return [
                "", name, formatDuration(run.seconds), value(\.storeChangesPerSecond, perSecond),
                run.showsScreen ? perSecond(run.screenUpdatesPerSecond) : "–",
                value({ $0.latency(0.5) }, formatDuration), value({ $0.latency(0.99) }, formatDuration),
                value({ $0.latency(1) }, formatDuration), run.databaseMatches ? "PASS" : "FAIL", "",
            ].joined(separator: " | ").trimmingCharacters(in: .whitespaces)
        }
        let counters = screen.counters.map {
            "Screen during the transfers: \($0.batchUpdates) batch updates, \($0.reloads) reloads, "
                + "\($0.layoutPasses) layout passes, \($0.viewsJoined) views joined the window (new cells with their subviews)."
        }
        return [
            "| run | time | store changes/s | screen updates/s | latency p50 | p99 | max | database |",
            "|---|---:|---:|---:|---:|---:|---:|---|",
            row("downloads screen in a 60×40 window", screen),
            row("baseline: no screen", baseline),
            "",
            "\(downloads) downloads, \(concurrency) at once, ticks every \(tickMilliseconds) ms, "
                + String(format: "%.0f MB/s", Double(bytesPerSecond) / 1e6)
                + " per download (chosen so the transfers take about \(Int(DownloadsBenchmark.targetSeconds)) s), "
                + "on SQLite in a temporary folder; queueing them took \(formatDuration(screen.enqueueSeconds)) "
                + "and \(formatDuration(baseline.enqueueSeconds)).",
            "Latency: from the tick behind a store change (saving included) to the screen showing it; "
                + "for the baseline, to the store publishing it.",
            counters ?? "",
            "Database after each run: \(databasesMatch ? "PASS" : "FAIL") "
                + "(reopened, it holds exactly the states the store last reported).",
        ].joined(separator: "\n")
    }
}
