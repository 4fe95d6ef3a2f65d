import ReelTestSupport
import Testing

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

extension FailureBudget {
    /// Runs `cases` seeded cases of `body`, which returns the case's input and what checking it
    /// found: a case with findings fails, with its seed, its input and the findings in the
    /// message, and the run ends after a few failing cases.
    static func run<Input>(
        seed: UInt64, cases: Int, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (inout FuzzCase) throws -> (input: Input, findings: Findings)
    ) throws {
        var budget = FailureBudget()
        try Fuzz.run(seed: seed, cases: cases) { fuzz in
            let (input, findings) = try body(&fuzz)
            #expect(findings.isEmpty, "\(fuzz)\n\(input)\n\(findings)", sourceLocation: sourceLocation)
            try budget.charge(for: findings)
        }
    }
}
