import Foundation

extension StreamListResult {
    /// A Markdown table of `results`, what the stream was and what each size's diff alone and
    /// memory were, then how Reel did against the targets and whether the producer kept up.
    package static func table(_ results: [StreamListResult], rate: Double, duration: Double) -> String {
        func milliseconds(_ values: Double...) -> String { values.map { String(format: "%.2f", $0 * 1e3) }.joined(separator: " / ") }
        let budget = String(format: "%.1f ms", (results.first?.frameBudget ?? 1 / rate) * 1e3)
        var lines = [
            "| size | implementation | main-actor block longest / p99 / p50 (ms, wall) | same, main thread CPU (ms) | frames over \(budget) (wall / CPU) "
                + "| batches | overlapping | coalesced | shown age p99 / max (ms) | age p99 ÷ diff alone | peak memory (MB) "
                + "| states late | final state shown |",
            "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
        ]
        for result in results {
            lines.append(
                "| \(result.size) | \(result.implementation.rawValue) | \(milliseconds(result.mainLongest, result.mainP99, result.mainP50)) | "
                    + "\(milliseconds(result.cpuLongest, result.cpuP99, result.cpuP50)) | \(result.framesOverBudget) / \(result.framesOverBudgetCPU) | "
                    + "\(result.batches) | \(result.overlappingBatches) | \(result.coalesced) | \(milliseconds(result.shownAgeP99, result.shownAgeMax)) | "
                    + String(format: "%.1f× | %.2f | %d | ", result.shownAgeOverDiff, Double(result.peakMemoryBytes) / 1e6, result.producer.lateStates)
                    + "\(result.finalStateShown ? "yes" : "NO") |")
        }
        lines.append("")
        lines.append(
            String(format: "%g states per size at %g Hz (%g s), each editing 1%% of the items", (rate * duration).rounded(), rate, duration)
                + " (updates, as many deletes as inserts, moves within a section and to another, two of 10 sections a state; one item in 200 repeats an identity),"
                + " made before the stream and shown in a 40×40 window;"
                + " a frame is over budget when a main-actor block lasts longer than one period, \(budget);"
                + " a state is late when it was handed over more than a period after it was due.")
        lines.append(
            "The diff alone: ReelDiff's staged changeset from a size's first state to its second, median of 5, before the runs; "
                + "with the live heap one state and that changeset take: "
                + sizes(of: results).map { size in
                    let diff = results.first { $0.size == size }!.diffAlone
                    return "\(size.formatted()) items "
                        + String(format: "%.2f ms, %.2f MB, %.2f MB", diff.seconds * 1e3, Double(diff.stateBytes) / 1e6, Double(diff.changesetBytes) / 1e6)
                }.joined(separator: "; ") + ".")
        let spanning = sizes(of: results).compactMap { size in
            let diff = results.first { $0.size == size }!.diffAlone
            return diff.spanning.map { (size, $0, $0.seconds / diff.seconds) }
        }
        if !spanning.isEmpty {
            lines.append(
                "A diff across the states that arrive while one runs (each from the last one's target to the state that many later, "
                    + "median of a chain of \(StreamListDiffAlone.Spanning.chainLength), also alone): "
                    + spanning.map { size, diff, ratio in
                        "\(size.formatted()) items \(diff.states) state\(diff.states == 1 ? "" : "s"), " + String(
                            format: "%.2f ms (%.2f× the diff alone), its changeset %.2f MB", diff.seconds * 1e3, ratio, Double(diff.changesetBytes) / 1e6)
                    }.joined(separator: "; ")
                    + ". Just before an update is shown, the state on screen is the one the update before it started from, "
                    + "so when states arrive faster than diffs finish, a data source that runs one diff at a time shows a state "
                    + "about two of these after it arrived, at best.")
        }
        let shapes = sizes(of: results).compactMap { size in
            results.lazy.compactMap { $0.size == size ? $0.lastStateShape : nil }.first.map { (size, $0) }
        }
        if !shapes.isEmpty {
            lines.append(
                "The last state, which the stream keeps at about its size with one item in 200 repeating an identity: "
                    + shapes.map { size, shape in
                        "\(size.formatted()) items → \(shape.items.formatted()), \(shape.repeats.formatted()) repeating"
                    }.joined(separator: "; ") + ".")
        }
        lines.append(
            "Peak memory: the most the live heap held during the stream above its level just before, on every thread; "
                + "the stream's states, made before it and kept to its end, count for no implementation.")
        lines += targetLines(results)
        return lines.joined(separator: "\n")
    }

    /// The sizes `results` measured, in the order they were measured.
    static func sizes(of results: [StreamListResult]) -> [Int] {
        results.map(\.size).reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
    }
}
