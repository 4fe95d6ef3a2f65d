import ArgumentParser
import ReelTV

/// `reel bench detail`: the detail-screen talk's table. Opens and rotates the detail screen
/// headlessly with both strategies in one run — lazy (one collection view) and eager (a scroll view
/// holding every view) — against a server that answers at once, so the numbers are the screen's
/// own.
struct DetailBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detail",
        abstract: "Benchmark opening and rotating the detail screen, built lazily against eagerly.")

    @Option(name: .long, help: "The series to open (default: the catalog's first).")
    var series: String?

    @Option(name: .long, help: "The recommend rows' A/B pattern: grid or list.")
    var ab: RecommendPattern = .grid

    @OptionGroup var catalog: CatalogOptions

    @OptionGroup var measurement: DetailMeasurementOptions

    func run() async throws {
        let catalog = try catalog.load()
        let seriesID = try SeriesOption.resolve(series, in: catalog)
        try await measurement.run(catalog: catalog, seriesID: seriesID, pattern: ab)
    }
}
