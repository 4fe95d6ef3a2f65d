import Foundation
@_exported import PropertyBased
import Testing

/// One random case of a property test: its seed, and a generator seeded from it.
///
/// Put `fuzz` in the comment of every expectation (`#expect(a == b, "\(fuzz)")`) so that
/// a failure names the seed that reproduces it.
public struct FuzzCase: CustomStringConvertible {
    /// The seed that reproduces this case.
    public let seed: UInt64
    /// The case's generator.
    public var rng: Xoshiro

    /// Creates the case with `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        // SplitMix64 spreads one 64-bit seed over Xoshiro's 256 bits of state.
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        rng = Xoshiro(seed: (next(), next(), next(), next()))
    }

    public var description: String {
        "fuzz seed \(seed) (rerun only this case: REEL_FUZZ_SEED=\(seed) swift test --filter <test>)"
    }

    /// A random integer in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    /// `true` with `probability`.
    public mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < probability }
}

/// Runs property tests over many seeded random cases.
///
/// The case count is the test's default unless `REEL_FUZZ_CASES` says otherwise;
/// `REEL_FUZZ_SEED` runs the one case with that seed.
public enum Fuzz {
    /// The number of cases to run: `REEL_FUZZ_CASES`, or the test's default.
    public static func caseCount(default defaultCount: Int) -> Int {
        count(from: "REEL_FUZZ_CASES", default: defaultCount)
    }

    /// The positive count the environment variable `name` sets, or `defaultCount` when it is
    /// unset; a value that is not a positive integer is recorded as an issue.
    public static func count(from name: String, default defaultCount: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name] else { return defaultCount }
        guard let count = Int(text), count > 0 else {
            Issue.record("\(name) must be a positive integer, got \"\(text)\"")
            return defaultCount
        }
        return count
    }

    /// Calls `body` once per case; case `i` of a test with base seed `seed` has the seed `seed &+ i`.
    public static func run(seed: UInt64, cases defaultCount: Int, _ body: (inout FuzzCase) throws -> Void) rethrows {
        for seed in seeds(base: seed, cases: defaultCount) {
            var fuzz = FuzzCase(seed: seed)
            try body(&fuzz)
        }
    }

    /// The seeds of the cases to run: `REEL_FUZZ_SEED` alone, or `base`, `base + 1`, … for
    /// the case count.
    static func seeds(base: UInt64, cases defaultCount: Int) -> [UInt64] {
        if let text = ProcessInfo.processInfo.environment["REEL_FUZZ_SEED"] {
            guard let only = UInt64(text) else {
                Issue.record("REEL_FUZZ_SEED must be an unsigned integer, got \"\(text)\"")
                return []
            }
            return [only]
        }
        return (0..<UInt64(caseCount(default: defaultCount))).map { base &+ $0 }
    }
}

extension Fuzz {
    /// ``run(seed:cases:_:)`` for property tests that await.
    public static func runAsync(
        seed: UInt64, cases defaultCount: Int, isolation: isolated (any Actor)? = #isolation,
        _ body: (inout FuzzCase) async throws -> Void
    ) async rethrows {
        for seed in seeds(base: seed, cases: defaultCount) {
            var fuzz = FuzzCase(seed: seed)
            try await body(&fuzz)
        }
    }
}
