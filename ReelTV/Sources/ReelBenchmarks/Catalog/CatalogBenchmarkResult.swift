import Foundation
import ReelTVModel

/// What `reel bench catalog` measured: the load time of each generated catalog, and its growth
/// from the smallest catalog to the largest.
package struct CatalogBenchmarkResult: Encodable {
    /// One generated catalog and its loads.
    struct Size: Encodable {
        let episodes: Int
        let series: Int
        /// The size of its JSON.
        let bytes: Int
        let load: Measurement

        var secondsPerEpisode: Double { load.median / Double(episodes) }

        enum CodingKeys: String, CodingKey {
            case episodes, series, bytes, iterations
            case medianSeconds = "median_seconds"
            case minSeconds = "min_seconds"
            case perEpisodeSeconds = "per_episode_seconds"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(episodes, forKey: .episodes)
            try container.encode(series, forKey: .series)
            try container.encode(bytes, forKey: .bytes)
            try container.encode(load.samples.count, forKey: .iterations)
            try container.encode(load.median, forKey: .medianSeconds)
            try container.encode(load.min, forKey: .minSeconds)
            try container.encode(secondsPerEpisode, forKey: .perEpisodeSeconds)
        }
    }

    /// In order of episodes, fewest first.
    let sizes: [Size]

    /// How many times the largest catalog's episodes are the smallest's.
    var sizeRatio: Double { Double(sizes.last!.episodes) / Double(sizes.first!.episodes) }
    /// How many times the largest catalog's median load time is the smallest's: about
    /// ``sizeRatio`` when loading is linear, its square when quadratic.
    var growth: Double { sizes.last!.load.median / sizes.first!.load.median }

    enum CodingKeys: String, CodingKey {
        case sizes
        case sizeRatio = "size_ratio"
        case growth = "load_time_growth"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sizes, forKey: .sizes)
        if sizes.count > 1 {
            try container.encode(sizeRatio, forKey: .sizeRatio)
            try container.encode(growth, forKey: .growth)
        }
    }

    /// A Markdown table of the sizes, and the growth from the smallest to the largest.
    package var table: String {
        var lines = [
            "| episodes | series | JSON | median | min | per episode |",
            "|---:|---:|---:|---:|---:|---:|",
        ]
        for size in sizes {
            lines.append(
                "| \(size.episodes) | \(size.series) | \(String(format: "%.1f MB", Double(size.bytes) / 1e6)) | "
                    + "\(formatDuration(size.load.median)) | \(formatDuration(size.load.min)) | "
                    + "\(formatDuration(size.secondsPerEpisode)) |")
        }
        lines.append("")
        if sizes.count > 1 {
            lines.append(
                String(
                    format: "%d → %d episodes (%.0f×): load time %.1f× (median); linear would be %.0f×, quadratic %.0f×.",
                    sizes.first!.episodes, sizes.last!.episodes, sizeRatio, growth, sizeRatio, sizeRatio * sizeRatio))
        }
        let loads = sizes[0].load.samples.count
        lines.append(
            "A load decodes the JSON and checks the catalog (CatalogLoader.decode); "
                + "\(loads) measured load\(loads == 1 ? "" : "s") of each after a warm-up; each gave the generated catalog.")
        return lines.joined(separator: "\n")
    }
}
