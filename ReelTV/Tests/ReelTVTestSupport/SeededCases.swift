import Foundation
import Testing

/// Runs a property test over many seeded cases: case `i` of a test whose base seed is `seed`
/// is drawn from `seed + i`, so every run checks the same cases and a failure can be replayed.
///
/// Two environment variables, the same ones the library's tests read: `REEL_FUZZ_CASES` sets
/// how many cases each test runs (in place of its default), and `REEL_FUZZ_SEED` runs only the
/// case with that seed.
///
/// ReelTV has this runner of its own because the library's seeded runner lives in the library's
/// test support, which is not a product of the library, and a SwiftPM target cannot take its
/// sources from outside its own package.
public enum SeededCases {
    /// Calls `body` with each case in turn.
    public static func run(
        seed: UInt64, cases defaultCount: Int, _ body: (inout SeededCase) throws -> Void
    ) rethrows {
        for caseSeed in seeds(base: seed, cases: defaultCount) {
            var seededCase = SeededCase(seed: caseSeed)
            try body(&seededCase)
        }
    }

    /// ``run(seed:cases:_:)`` for a test that awaits.
    public static func runAsync(
        seed: UInt64, cases defaultCount: Int, isolation: isolated (any Actor)? = #isolation,
        _ body: (inout SeededCase) async throws -> Void
    ) async rethrows {
        for caseSeed in seeds(base: seed, cases: defaultCount) {
            var seededCase = SeededCase(seed: caseSeed)
            try await body(&seededCase)
        }
    }

    /// The count the environment variable `name` sets, or `defaultCount` when it is unset. A
    /// value that is not a positive integer fails the test (and `defaultCount` is used).
    public static func count(
        from name: String, default defaultCount: Int,
        in environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        guard let text = environment[name] else { return defaultCount }
        guard let count = Int(text), count > 0 else {
            Issue.record("\(name) must be a positive integer, got \"\(text)\"")
            return defaultCount
        }
        return count
    }

    /// The seeds of the cases to run: the one `REEL_FUZZ_SEED` names, or else `base`,
    /// `base + 1`, … for as many cases as `REEL_FUZZ_CASES` or `defaultCount` says. A
    /// `REEL_FUZZ_SEED` that is not a seed fails the test, and no case runs.
    static func seeds(
        base: UInt64, cases defaultCount: Int,
        in environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [UInt64] {
        if let text = environment["REEL_FUZZ_SEED"] {
            guard let only = UInt64(text) else {
                Issue.record("REEL_FUZZ_SEED must be an unsigned integer, got \"\(text)\"")
                return []
            }
            return [only]
        }
        let caseCount = count(from: "REEL_FUZZ_CASES", default: defaultCount, in: environment)
        return (0..<UInt64(caseCount)).map { base &+ $0 }
    }
}
