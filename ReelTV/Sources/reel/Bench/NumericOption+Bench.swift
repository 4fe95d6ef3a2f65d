import ReelCommandLine

extension NumericOption<Int> {
    /// `--iterations` of every benchmark: measured runs after the warm-up. A thousand runs of
    /// the slowest (scenario D's diff, about 0.15 s) take minutes; more would not make a median
    /// meaningfully steadier.
    static let iterations = NumericOption("iterations", 1...1_000)
}
