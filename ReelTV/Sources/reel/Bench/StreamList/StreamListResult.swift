import Foundation

/// What one implementation did with one size's stream in `reel bench stream-list`.
struct StreamListResult: Encodable, Sendable {
    let size: Int
    let implementation: StreamListImplementation
    /// States delivered.
    let states: Int
    /// The frame budget: one period of the stream (1/rate), in seconds. A screen refreshing as
    /// often as the states come misses a frame whenever the main actor is blocked longer.
    let frameBudget: Double
    /// The main actor's longest, 99th-percentile and median block on the wall clock, in seconds.
    let mainLongest: Double
    let mainP99: Double
    let mainP50: Double
    /// The same in the main thread's CPU time: the work alone, without the time other threads
    /// and processes held the processor during a block.
    let cpuLongest: Double
    let cpuP99: Double
    let cpuP50: Double
    /// Blocks longer than the frame budget on the wall clock: each one a frame the screen missed.
    let framesOverBudget: Int
    /// Blocks whose CPU time alone is longer than the frame budget.
    let framesOverBudgetCPU: Int
    /// Batch updates performed.
    let batches: Int
    /// Batch updates started while an earlier one was still animating.
    let overlappingBatches: Int
    /// States that never were on screen on their own: for Reel, states replaced while waiting;
    /// for the baselines, states applied (every one is) but replaced before a layout pass.
    let coalesced: Int
    /// The age of the shown state (time since it arrived), sampled every millisecond of the
    /// stream: its 99th percentile and its maximum, in seconds.
    let shownAgeP99: Double
    let shownAgeMax: Double
    /// Whether the list ended showing the stream's last state.
    let finalStateShown: Bool

    enum CodingKeys: String, CodingKey {
        case size, implementation, states, batches, coalesced
        case frameBudget = "frame_budget_ms"
        case mainLongest = "main_longest_ms"
        case mainP99 = "main_p99_ms"
        case mainP50 = "main_p50_ms"
        case framesOverBudget = "frames_over_budget"
        case cpuLongest = "main_cpu_longest_ms"
        case cpuP99 = "main_cpu_p99_ms"
        case cpuP50 = "main_cpu_p50_ms"
        case framesOverBudgetCPU = "frames_over_budget_cpu"
        case overlappingBatches = "overlapping_batches"
        case shownAgeP99 = "shown_age_p99_ms"
        case shownAgeMax = "shown_age_max_ms"
        case finalStateShown = "final_state_shown"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(implementation.rawValue, forKey: .implementation)
        try container.encode(states, forKey: .states)
        try container.encode(frameBudget * 1e3, forKey: .frameBudget)
        try container.encode(mainLongest * 1e3, forKey: .mainLongest)
        try container.encode(mainP99 * 1e3, forKey: .mainP99)
        try container.encode(mainP50 * 1e3, forKey: .mainP50)
        try container.encode(framesOverBudget, forKey: .framesOverBudget)
        try container.encode(cpuLongest * 1e3, forKey: .cpuLongest)
        try container.encode(cpuP99 * 1e3, forKey: .cpuP99)
        try container.encode(cpuP50 * 1e3, forKey: .cpuP50)
        try container.encode(framesOverBudgetCPU, forKey: .framesOverBudgetCPU)
        try container.encode(batches, forKey: .batches)
        try container.encode(overlappingBatches, forKey: .overlappingBatches)
        try container.encode(coalesced, forKey: .coalesced)
        try container.encode(shownAgeP99 * 1e3, forKey: .shownAgeP99)
        try container.encode(shownAgeMax * 1e3, forKey: .shownAgeMax)
        try container.encode(finalStateShown, forKey: .finalStateShown)
    }

    /// A Markdown table of `results`, then how Reel did against the targets.
    static func table(_ results: [StreamListResult], rate: Double, duration: Double) -> String {
        func milliseconds(_ values: Double...) -> String { values.map { String(format: "%.2f", $0 * 1e3) }.joined(separator: " / ") }
        let budget = String(format: "%.1f ms", (results.first?.frameBudget ?? 1 / rate) * 1e3)
        var lines = [
            "| size | implementation | main-actor block longest / p99 / p50 (ms, wall) | same, main thread CPU (ms) | frames over \(budget) (wall / CPU) | batches | overlapping | coalesced | shown age p99 / max (ms) | final state shown |",
            "|---:|---|---:|---:|---:|---:|---:|---:|---:|---|",
        ]
        for result in results {
            lines.append(
                "| \(result.size) | \(result.implementation.rawValue) | \(milliseconds(result.mainLongest, result.mainP99, result.mainP50)) | "
                    + "\(milliseconds(result.cpuLongest, result.cpuP99, result.cpuP50)) | \(result.framesOverBudget) / \(result.framesOverBudgetCPU) | "
                    + "\(result.batches) | \(result.overlappingBatches) | \(result.coalesced) | \(milliseconds(result.shownAgeP99, result.shownAgeMax)) | "
                    + "\(result.finalStateShown ? "yes" : "NO") |")
        }
        lines.append("")
        lines.append(
            String(format: "%g states per size at %g Hz (%g s), each editing 1%% of the items", (rate * duration).rounded(), rate, duration)
                + " (updates, deletes, inserts, duplicates, moves within and across 10 sections), in a 40×40 window;"
                + " a frame is over budget when a main-actor block lasts longer than one period, \(budget).")
        lines += targetLines(results)
        return lines.joined(separator: "\n")
    }

    /// The targets for the sizes measured: at 100,000 items Reel's main-actor p99 at most a
    /// tenth of diff-on-main's, no frame over budget and a shown state at most 100 ms old at
    /// p99; at 1,000 and 10,000 items no frame over budget. Blocks are judged on both clocks.
    private static func targetLines(_ results: [StreamListResult]) -> [String] {
        func result(_ size: Int, _ implementation: StreamListImplementation) -> StreamListResult? {
            results.first { $0.size == size && $0.implementation == implementation }
        }
        func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }
        var lines: [String] = []
        if let reel = result(100_000, .reel) {
            if let baseline = result(100_000, .diffOnMain) {
                let wall = reel.mainP99 / baseline.mainP99
                let cpu = reel.cpuP99 / baseline.cpuP99
                lines.append(
                    String(
                        format: "100,000 items: Reel's main-actor p99 is %.3f× diff-on-main's on the wall clock (%.2f / %.2f ms), %.3f× in CPU time (%.2f / %.2f ms); target ≤ 0.1×: ",
                        wall, reel.mainP99 * 1e3, baseline.mainP99 * 1e3, cpu, reel.cpuP99 * 1e3, baseline.cpuP99 * 1e3)
                        + "\(verdict(wall <= 0.1)) (wall), \(verdict(cpu <= 0.1)) (CPU).")
            }
            lines.append(
                "100,000 items: Reel's frames over budget: \(reel.framesOverBudget) on the wall clock, \(reel.framesOverBudgetCPU) in CPU time; target 0: "
                    + "\(verdict(reel.framesOverBudget == 0)) (wall), \(verdict(reel.framesOverBudgetCPU == 0)) (CPU).")
            lines.append(
                String(format: "100,000 items: Reel's shown-state age p99 %.1f ms; target ≤ 100 ms: ", reel.shownAgeP99 * 1e3)
                    + verdict(reel.shownAgeP99 <= 0.1) + ".")
        }
        for (size, name) in [(1_000, "1,000"), (10_000, "10,000")] {
            guard let reel = result(size, .reel) else { continue }
            lines.append(
                "\(name) items: Reel's frames over budget: \(reel.framesOverBudget) on the wall clock, \(reel.framesOverBudgetCPU) in CPU time; target 0: "
                    + "\(verdict(reel.framesOverBudget == 0)) (wall), \(verdict(reel.framesOverBudgetCPU == 0)) (CPU).")
        }
        return lines
    }
}
