import Foundation

extension StreamListResult {
    /// How Reel did against the targets for the sizes measured, then, at every size, whether the
    /// producer delivered the stream on time.
    ///
    /// The targets: at 100,000 items Reel's main-actor p99 at most a tenth of diff-on-main's,
    /// no frame over budget and a shown state at most 100 ms old at p99; at 1,000 and 10,000
    /// items no frame over budget. Blocks are judged on both clocks.
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
                + "a shown state's age counts from when it was due, so there it includes the producer's delay"
        return "\(runs[0].size.formatted()) items, the producer (a state due every "
            + String(format: "%.1f ms", runs[0].frameBudget * 1e3)
            + "; CPU per state p50 / max, share of a core, states more than a period late): "
            + costs.joined(separator: "; ") + "; " + verdict + "."
    }
}
