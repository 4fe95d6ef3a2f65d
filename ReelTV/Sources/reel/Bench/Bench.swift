import ArgumentParser

/// `reel bench …`: benchmarks that report medians and ratios against a baseline measured in the same run.
///
/// Each subcommand checks its options and hands them to its benchmark in ``ReelBenchmarks``,
/// which measures, and prints what it measured through ``BenchOutputOptions``.
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a benchmark (build with -c release for meaningful numbers).",
        subcommands: [
            BenchDiff.self, BenchDataSource.self, BenchStream.self, BenchStreamList.self, BenchLayout.self, BenchDownloads.self,
            BenchCatalog.self, BenchDetail.self,
        ]
    )
}
