import Foundation

/// What `reel bench stream` measured: both pipelines' timings over the same events.
package struct StreamBenchmarkResult: Encodable {
    /// The ratio of Reel's median time to the hand-written pipeline's that the project aims for.
    static let targetRatio = 1.3

    let events: Int
    let handWritten: Measurement
    let reel: Measurement
    let checksum: Int

    var medianRatio: Double { reel.median / handWritten.median }
    var minRatio: Double { reel.min / handWritten.min }
    /// The time the stream adds to each event, from the medians.
    var overheadPerEventSeconds: Double { (reel.median - handWritten.median) / Double(events) }

    func eventsPerSecond(_ measurement: Measurement) -> Double {
        Double(events) / measurement.median
    }

    enum CodingKeys: String, CodingKey {
        case events, checksum
        case handWritten = "hand_written"
        case reel
        case medianRatio = "median_ratio"
        case minRatio = "min_ratio"
        case overheadPerEventNanoseconds = "overhead_per_event_ns"
        case targetRatio = "target_ratio"
    }

    enum TimingKeys: String, CodingKey {
        case medianSeconds = "median_seconds"
        case minSeconds = "min_seconds"
        case eventsPerSecond = "events_per_second"
        case iterations
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(events, forKey: .events)
        try container.encode(checksum, forKey: .checksum)
        for (measurement, key) in [(handWritten, CodingKeys.handWritten), (reel, .reel)] {
            var timing = container.nestedContainer(keyedBy: TimingKeys.self, forKey: key)
            try timing.encode(measurement.median, forKey: .medianSeconds)
            try timing.encode(measurement.min, forKey: .minSeconds)
            try timing.encode(eventsPerSecond(measurement), forKey: .eventsPerSecond)
            try timing.encode(measurement.samples.count, forKey: .iterations)
        }
        try container.encode(medianRatio, forKey: .medianRatio)
        try container.encode(minRatio, forKey: .minRatio)
        try container.encode(overheadPerEventSeconds * 1e9, forKey: .overheadPerEventNanoseconds)
        try container.encode(Self.targetRatio, forKey: .targetRatio)
    }

    /// A Markdown table of both pipelines and the ratio between them.
    package var table: String {
        func row(_ name: String, _ measurement: Measurement) -> String {
            let perEvent = measurement.median / Double(events) * 1e9
            return "| \(name) | \(formatDuration(measurement.median)) | \(formatDuration(measurement.min)) | "
                + String(format: "%.2f M | %.1f ns |", eventsPerSecond(measurement) / 1e6, perEvent)
        }
        let verdict = medianRatio <= Self.targetRatio ? "within" : "over"
        return [
            "| pipeline | median | min | events/s | per event |",
            "|---|---:|---:|---:|---:|",
            row("hand-written Combine", handWritten),
            row("Reel stream", reel),
            "",
            String(
                format: "Reel / hand-written: %.2f× median, %.2f× min; overhead %.1f ns per event (%@ the %.1f× target).",
                medianRatio, minRatio, overheadPerEventSeconds * 1e9, verdict, Self.targetRatio),
            "\(events) events per run, \(reel.samples.count) runs each after a warm-up; checksums match.",
        ].joined(separator: "\n")
    }
}
