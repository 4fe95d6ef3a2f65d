import Foundation

/// What a progress counts, and how its amounts are written.
package enum ProgressUnit: Sendable, Equatable {
    /// Things counted, named in the plural: `.count("runs")` writes `3/11 runs`.
    case count(String)
    /// Bytes, in decimal units: `1.23 of 4.56 GB`.
    case bytes

    /// `completed` of `total` in this unit.
    func amount(_ completed: Int64, of total: Int64) -> String {
        switch self {
        case .count(let noun): return "\(completed)/\(total)" + (noun.isEmpty ? "" : " \(noun)")
        case .bytes:
            let (divisor, name) = Self.byteScale(total)
            return String(format: "%.2f of %.2f %@", Double(completed) / divisor, Double(total) / divisor, name)
        }
    }

    /// `bytes` in the largest decimal unit it reaches: `4.56 GB`.
    package static func bytesText(_ bytes: Int64) -> String {
        let (divisor, name) = byteScale(bytes)
        return divisor == 1 ? "\(bytes) B" : String(format: "%.2f %@", Double(bytes) / divisor, name)
    }

    private static func byteScale(_ bytes: Int64) -> (divisor: Double, name: String) {
        switch bytes {
        case 1_000_000_000...: (1e9, "GB")
        case 1_000_000...: (1e6, "MB")
        case 1_000...: (1e3, "kB")
        default: (1, "B")
        }
    }
}
