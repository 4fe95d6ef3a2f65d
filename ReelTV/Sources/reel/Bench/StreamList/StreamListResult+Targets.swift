import Foundation

extension StreamListResult {
    /// The targets for the sizes measured: at 100,000 items Reel's main-actor p99 at most a
    /// tenth of diff-on-main's, no frame over budget and a shown state at most 100 ms old at
    /// p99; at 1,000 and 10,000 items no frame over budget. Blocks are judged on both clocks.
    static func targetLines(_ results: [StreamListResult]) -> [String] {
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
