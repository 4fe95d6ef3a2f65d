import ArgumentParser

/// `reel bench …`: benchmarks that report medians and ratios against a baseline measured in the same run.
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a benchmark (build with -c release for meaningful numbers).",
        subcommands: [
            DiffBenchmark.self, DataSourceBenchmark.self, StreamBenchmark.self, StreamListBenchmark.self,
            LayoutBenchmark.self, DownloadsBenchmark.self, CatalogBenchmark.self, DetailBenchmark.self,
        ]
    )
}
