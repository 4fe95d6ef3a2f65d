import Foundation

extension StreamListResult {
    /// How Reel did against the targets for the sizes measured, then, at every size, whether the
    /// producer delivered the stream on time.
    ///
    /// The targets: at 100,000 items Reel's main-actor p99 at most a tenth of diff-on-main's,
    /// no frame over budget and a shown state at most 100 ms old at p99; at 1,000 and 10,000
    /// items no frame over budget; at 1,000,000 items a longest main-actor block within the
    /// frame budget, a main-actor p99 of at most 1 ms, a shown state at most three diffs old
    /// at p99 and a peak memory within ``memoryAllowance(reload:)``. Blocks are judged on both
    /// clocks.
    static func targetLines(_ results: [StreamListResult]) -> [String] {
        func result(_ size: Int, _ implementation: StreamListImplementation) -> StreamListResult? {
            results.first { $0.size == size && $0.implementation == implementation }
        }
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
            lines.append(framesOverBudgetLine(reel))
            lines.append(
                String(format: "100,000 items: Reel's shown-state age p99 %.1f ms; target ≤ 100 ms: ", reel.shownAgeP99 * 1e3)
                    + verdict(reel.shownAgeP99 <= 0.1) + ".")
        }
        for size in [1_000, 10_000] {
            guard let reel = result(size, .reel) else { continue }
            lines.append(framesOverBudgetLine(reel))
        }
        if let reel = result(1_000_000, .reel) {
            lines += millionItemLines(reel, reload: result(1_000_000, .reload))
        }
        for size in sizes(of: results) {
            lines.append(producerLine(results.filter { $0.size == size }))
        }
        return lines
    }

    private static func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }

    /// Reel's frames over budget against a target of none.
    private static func framesOverBudgetLine(_ reel: StreamListResult) -> String {
        "\(reel.size.formatted()) items: Reel's frames over budget: \(reel.framesOverBudget) on the wall clock, \(reel.framesOverBudgetCPU) in CPU time; target 0: "
            + "\(verdict(reel.framesOverBudget == 0)) (wall), \(verdict(reel.framesOverBudgetCPU == 0)) (CPU)."
    }

    /// The targets at a million items: its longest block within a frame, its p99 within a
    /// millisecond, its shown state within three diffs' time, its memory within reload's and
    /// the allowance.
    private static func millionItemLines(_ reel: StreamListResult, reload: StreamListResult?) -> [String] {
        let budget = reel.frameBudget
        var lines = [
            String(
                format: "1,000,000 items: Reel's longest main-actor block %.2f ms on the wall clock, %.2f ms in CPU time; target ≤ the frame budget (%.1f ms): ",
                reel.mainLongest * 1e3, reel.cpuLongest * 1e3, budget * 1e3)
                + "\(verdict(reel.mainLongest <= budget)) (wall), \(verdict(reel.cpuLongest <= budget)) (CPU).",
            String(format: "1,000,000 items: Reel's main-actor p99 %.2f ms on the wall clock, %.2f ms in CPU time; target ≤ 1 ms: ", reel.mainP99 * 1e3, reel.cpuP99 * 1e3)
                + "\(verdict(reel.mainP99 <= 1e-3)) (wall), \(verdict(reel.cpuP99 <= 1e-3)) (CPU).",
            String(
                format: "1,000,000 items: Reel's shown-state age p99 %.1f ms is %.2f× the diff alone (%.1f ms); target ≤ 3×: ",
                reel.shownAgeP99 * 1e3, reel.shownAgeOverDiff, reel.diffAlone.seconds * 1e3)
                + verdict(reel.shownAgeOverDiff <= 3)
                + (reel.diffAlone.spanning.map { spanning in
                    String(
                        format: "; two diffs across the %d states that arrive during one take %.2f× the diff alone", spanning.states,
                        2 * spanning.seconds / reel.diffAlone.seconds)
                } ?? "") + ".",
        ]
        let peak = String(format: "1,000,000 items: Reel's peak memory %.1f MB; target ≤ reload's peak + 2 states + 1 update's changeset", Double(reel.peakMemoryBytes) / 1e6)
        if let reload, let allowance = reel.memoryAllowanceBytes {
            lines.append(
                peak
                    + String(
                        format: " (%.1f + 2 × %.1f + %.1f = %.1f MB): ", Double(reload.peakMemoryBytes) / 1e6, Double(reel.diffAlone.stateBytes) / 1e6,
                        Double(reel.diffAlone.updateChangesetBytes) / 1e6, Double(allowance) / 1e6)
                    + verdict(reel.peakMemoryBytes <= allowance) + ".")
        } else {
            lines.append(peak + ": not judged, reload was not measured at this size.")
        }
        return lines
    }

    /// Whether one size's producer delivered on time in each run, and what it cost.
    private static func producerLine(_ runs: [StreamListResult]) -> String {
        let late = runs.filter { $0.producer.lateStates > 0 }
        let costs = runs.map { run in
            "\(run.implementation.rawValue) "
                + String(
                    format: "%.2f / %.2f ms, %.0f%%, %d", run.producer.cpuPerStateP50 * 1e3, run.producer.cpuPerStateMax * 1e3,
                    run.producer.coreShare * 100, run.producer.lateStates)
                + (run.producer.lateStates > 0 ? String(format: " (the latest %.1f ms after due)", run.producer.worstLateness * 1e3) : "")
        }
        let verdict =
            late.isEmpty
            ? "on time in every run"
            : "LATE in \(late.map(\.implementation.rawValue).joined(separator: ", ")): "
                + "a shown state's age counts from when it was due, so there it includes the producer's delay and the targets cannot be judged"
        return "\(runs[0].size.formatted()) items, the producer (a state due every "
            + String(format: "%.1f ms", runs[0].frameBudget * 1e3)
            + "; CPU to make a state before the stream p50 / max, share of a core handing them over, states more than a period late): "
            + costs.joined(separator: "; ") + "; " + verdict + "."
    }
}
