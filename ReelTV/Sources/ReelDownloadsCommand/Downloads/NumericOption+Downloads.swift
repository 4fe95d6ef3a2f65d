import ReelCommandLine

extension NumericOption<Int> {
    /// `--concurrency` of `reel downloads` and `reel bench downloads`: downloads running at
    /// once. A thousand is far more than a person runs, and keeps each running download's share
    /// of a benchmark's bytes per second above zero.
    package static let downloadConcurrency = NumericOption("concurrency", 1...1_000)

    /// `--tick-ms` of `reel downloads run` and `reel bench downloads`: milliseconds between
    /// progress ticks. A minute at most keeps the tick's duration, and the bytes a download
    /// receives in one, far from overflowing.
    package static let tickMilliseconds = NumericOption("tick-ms", 1...60_000, unit: "milliseconds")
}
