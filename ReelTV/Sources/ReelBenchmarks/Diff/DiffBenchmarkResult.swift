import Foundation
import ReelDiff

/// One row of `reel bench diff`: an implementation's timings on a scenario.
package struct DiffBenchmarkResult: Encodable {
    let scenario: DiffScenario
    let implementation: String
    let measurement: Measurement
    let counts: ChangeCounts
    var peakMemoryBytes: Int?

    enum CodingKeys: String, CodingKey {
        case scenario, implementation, counts
        case medianSeconds = "median_seconds"
        case minSeconds = "min_seconds"
        case peakMemoryBytes = "peak_memory_bytes"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scenario.rawValue, forKey: .scenario)
        try container.encode(implementation, forKey: .implementation)
        try container.encode(measurement.median, forKey: .medianSeconds)
        try container.encode(measurement.min, forKey: .minSeconds)
        try container.encode(counts, forKey: .counts)
        try container.encodeIfPresent(peakMemoryBytes, forKey: .peakMemoryBytes)
    }

    /// A Markdown table of the results, with each baseline's ratio to Reel on the same scenario.
    package static func table(_ results: [DiffBenchmarkResult]) -> String {
        var lines = [
            "| scenario | implementation | median | min | vs reel | deleted | inserted | updated | moved | sections del/ins/upd/mov | peak memory |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|",
        ]
        for result in results {
            let reel = results.first { $0.scenario == result.scenario && $0.implementation == "reel" }
            let ratio = reel.map { String(format: "%.1f×", result.measurement.median / $0.measurement.median) } ?? "–"
            let counts = result.counts
            let memory = result.peakMemoryBytes.map { String(format: "%.0f MB", Double($0) / 1e6) } ?? "–"
            lines.append(
                "| \(result.scenario.rawValue) | \(result.implementation) | \(formatDuration(result.measurement.median)) | \(formatDuration(result.measurement.min)) | \(ratio) | \(counts.deleted) | \(counts.inserted) | \(counts.updated) | \(counts.moved) | \(counts.sectionDeleted)/\(counts.sectionInserted)/\(counts.sectionUpdated)/\(counts.sectionMoved) | \(memory) |"
            )
        }
        lines.append("")
        for scenario in DiffScenario.allCases where results.contains(where: { $0.scenario == scenario }) {
            lines.append("\(scenario.rawValue): \(scenario.summary)")
        }
        return lines.joined(separator: "\n")
    }
}
