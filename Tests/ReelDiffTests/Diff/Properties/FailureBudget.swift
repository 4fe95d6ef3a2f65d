/// Ends a property test after a few failing cases. When a regression breaks every case, the
/// first failures already name the seeds to rerun, and thousands more would only bury them.
struct FailureBudget {
    struct Exhausted: Error, CustomStringConvertible {
        let failingCases: Int
        var description: String {
            "stopped after \(failingCases) failing cases; the failures above name their seeds"
        }
    }

    let limit: Int
    private(set) var failingCases = 0

    init(limit: Int = 3) {
        self.limit = limit
    }

    /// Counts a failing case, and throws once `limit` cases have failed.
    mutating func charge(for findings: Findings) throws(Exhausted) {
        guard !findings.isEmpty else { return }
        failingCases += 1
        if failingCases >= limit { throw Exhausted(failingCases: failingCases) }
    }
}
