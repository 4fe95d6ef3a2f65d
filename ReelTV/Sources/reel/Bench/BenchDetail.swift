import ArgumentParser
import ReelDownloadsCommand
import ReelTVScreens

/// `reel bench detail`: the options of ``ReelBenchmarks/DetailBenchmark``, the series it opens
/// and the catalog it is in.
struct BenchDetail: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detail",
        abstract: "Benchmark opening and rotating the detail screen, built lazily against eagerly.")

    @Option(name: .long, help: ArgumentHelp("The series to open, by id (default: the catalog's first).", valueName: "series-id"))
    var series: String?

    @Option(name: .long, help: ArgumentHelp("The recommend rows' A/B pattern: grid (tiles) or list (summary rows).", valueName: "pattern"))
    var ab: RecommendPattern = .grid

    @OptionGroup var catalog: CatalogOptions

    @OptionGroup var measurement: DetailMeasurementOptions

    func run() async throws {
        let catalog = try catalog.load()
        let seriesID = try SeriesOption.resolve(series, in: catalog, from: self.catalog)
        try await measurement.run(catalog: catalog, seriesID: seriesID, pattern: ab)
    }
}
