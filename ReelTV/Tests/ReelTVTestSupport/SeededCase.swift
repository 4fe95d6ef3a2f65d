import PropertyBased

/// One case of a property test: the seed it was drawn from, and the random generator that seed
/// starts, so that the same seed always draws the same inputs.
///
/// Interpolate the case into every expectation's comment (`#expect(a == b, "\(fuzz)")`): a
/// failure then names the seed, and the command that replays it.
public struct SeededCase: CustomStringConvertible {
    /// The seed this case's inputs are drawn from.
    public let seed: UInt64
    /// The generator the inputs are drawn from.
    public var rng: Xoshiro

    /// The case drawn from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        // Xoshiro has 256 bits of state: SplitMix64, run from the seed, fills them, so that
        // nearby seeds (base, base + 1, …) still start far apart.
        var splitMix = seed
        func nextWord() -> UInt64 {
            splitMix &+= 0x9E37_79B9_7F4A_7C15
            var word = splitMix
            word = (word ^ (word >> 30)) &* 0xBF58_476D_1CE4_E5B9
            word = (word ^ (word >> 27)) &* 0x94D0_49BB_1331_11EB
            return word ^ (word >> 31)
        }
        rng = Xoshiro(seed: (nextWord(), nextWord(), nextWord(), nextWord()))
    }

    /// The seed, and how to replay this case alone.
    public var description: String {
        "fuzz seed \(seed) (replay this case alone: REEL_FUZZ_SEED=\(seed) swift test --filter <test>)"
    }

    /// A uniformly random integer in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &rng)
    }

    /// `true` with the given `probability`, from 0 (never) to 1 (always).
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &rng) < probability
    }
}
