import Foundation
import ReelDiff

/// The outcome of `reel bench datasource`.
package struct DataSourceBenchmarkResult: Encodable {
    /// What one way of showing the target did to the collection view.
    struct Run: Encodable {
        var cellsConfigured = 0
        var cellsCreated = 0
        var batchUpdates = 0
        /// Visible cells after the run whose item is new or changed.
        var changedCells = 0

        init() {}

        init(counters: BenchCollectionView.Counters, before: BenchCollectionView.Counters, changedCells: Int) {
            cellsConfigured = counters.cellsConfigured - before.cellsConfigured
            cellsCreated = counters.cellsCreated - before.cellsCreated
            batchUpdates = counters.batchUpdates - before.batchUpdates
            self.changedCells = changedCells
        }

        enum CodingKeys: String, CodingKey {
            case cellsConfigured = "cells_configured"
            case cellsCreated = "cells_created"
            case batchUpdates = "batch_updates"
            case changedCells = "changed_cells_shown"
        }
    }

    let rows: Int
    let diff: Measurement
    let animated: Measurement
    let reload: Measurement
    let animatedRun: Run
    let reloadRun: Run
    let counts: ChangeCounts

    enum CodingKeys: String, CodingKey {
        case rows, counts
        case diffMedianSeconds = "diff_median_seconds"
        case animatedMedianSeconds = "apply_animated_median_seconds"
        case reloadMedianSeconds = "reload_median_seconds"
        case animatedToDiff = "apply_animated_to_diff_ratio"
        case animatedRun = "apply_animated"
        case reloadRun = "reload"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rows, forKey: .rows)
        try container.encode(counts, forKey: .counts)
        try container.encode(diff.median, forKey: .diffMedianSeconds)
        try container.encode(animated.median, forKey: .animatedMedianSeconds)
        try container.encode(reload.median, forKey: .reloadMedianSeconds)
        try container.encode(animated.median / diff.median, forKey: .animatedToDiff)
        try container.encode(animatedRun, forKey: .animatedRun)
        try container.encode(reloadRun, forKey: .reloadRun)
    }

    /// A Markdown table with each variant's ratio to the diff alone.
    package var table: String {
        func row(_ name: String, _ measurement: Measurement, _ run: Run?) -> String {
            let ratio = String(format: "%.2f×", measurement.median / diff.median)
            let cells = run.map { "\($0.cellsConfigured) | \($0.changedCells) | \($0.batchUpdates)" } ?? "– | – | –"
            return "| \(name) | \(formatDuration(measurement.median)) | \(formatDuration(measurement.min)) | \(ratio) | \(cells) |"
        }
        return [
            "| variant | median | min | vs diff alone | cells configured | changed cells shown | batch updates |",
            "|---|---:|---:|---:|---:|---:|---:|",
            row("diff alone (StagedChangeset)", diff, nil),
            row("apply, animated", animated, animatedRun),
            row("apply, reloadData", reload, reloadRun),
            "",
            "C through the data source: 100 sections × 1,000 items, \(counts.total) changes, \(rows) rows shown.",
        ].joined(separator: "\n")
    }
}
