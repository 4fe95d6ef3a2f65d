import Foundation

extension StreamListResult {
    /// A Markdown table of `results`, what the stream was and what each size's diff alone and
    /// memory were, then how Reel did against the targets and whether the producer kept up.
    static func table(_ results: [StreamListResult], rate: Double, duration: Double) -> String {
        func milliseconds(_ values: Double...) -> String { values.map { String(format: "%.2f", $0 * 1e3) }.joined(separator: " / ") }
        let budget = String(format: "%.1f ms", (results.first?.frameBudget ?? 1 / rate) * 1e3)
        var lines = [
            "| size | implementation | main-actor block longest / p99 / p50 (ms, wall) | same, main thread CPU (ms) | frames over \(budget) (wall / CPU) "
                + "| batches | overlapping | coalesced | shown age p99 / max (ms) | age p99 ÷ diff alone | peak memory (MB) "
                + "| producer: CPU per state p50 / max (ms) · core · states late | final state shown |",
            "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
        ]
        for result in results {
            let producer = result.producer
            lines.append(
                "| \(result.size) | \(result.implementation.rawValue) | \(milliseconds(result.mainLongest, result.mainP99, result.mainP50)) | "
                    + "\(milliseconds(result.cpuLongest, result.cpuP99, result.cpuP50)) | \(result.framesOverBudget) / \(result.framesOverBudgetCPU) | "
                    + "\(result.batches) | \(result.overlappingBatches) | \(result.coalesced) | \(milliseconds(result.shownAgeP99, result.shownAgeMax)) | "
                    + String(format: "%.1f× | %.2f | ", result.shownAgeOverDiff, Double(result.peakMemoryBytes) / 1e6)
                    + "\(milliseconds(producer.cpuPerStateP50, producer.cpuPerStateMax)) · "
                    + String(format: "%.0f%% · %d | ", producer.coreShare * 100, producer.lateStates)
                    + "\(result.finalStateShown ? "yes" : "NO") |")
        }
        lines.append("")
        lines.append(
            String(format: "%g states per size at %g Hz (%g s), each editing 1%% of the items", (rate * duration).rounded(), rate, duration)
                + " (updates, deletes, inserts, duplicates, moves within and across 10 sections), in a 40×40 window;"
                + " a frame is over budget when a main-actor block lasts longer than one period, \(budget).")
        lines.append(
            "The diff alone: ReelDiff's staged changeset from a size's first state to its second, median of 5, before the runs; "
                + "with the live heap one state and that changeset take: "
                + sizes(of: results).map { size in
                    let diff = results.first { $0.size == size }!.diffAlone
                    return "\(size.formatted()) items "
                        + String(format: "%.2f ms, %.2f MB, %.2f MB", diff.seconds * 1e3, Double(diff.stateBytes) / 1e6, Double(diff.changesetBytes) / 1e6)
                }.joined(separator: "; ") + ".")
        lines.append(
            "Peak memory: the most the live heap held during the stream above its level just before, on every thread, "
                + "so it counts the producer's states in flight (up to \(StreamListProducer.lookahead) made ahead, and those not yet taken) alike for every implementation.")
        lines += targetLines(results)
        return lines.joined(separator: "\n")
    }

    /// The sizes `results` measured, in the order they were measured.
    static func sizes(of results: [StreamListResult]) -> [Int] {
        results.map(\.size).reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
    }
}
