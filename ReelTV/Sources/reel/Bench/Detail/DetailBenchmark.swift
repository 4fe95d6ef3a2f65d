import ArgumentParser
import ReelDownloadsCommand
import ReelTVScreens

/// `reel bench detail`: the detail-screen talk's table. Opens and rotates the detail screen
/// headlessly with both strategies in one run — lazy (one collection view) and eager (a scroll view
/// holding every view) — against a server that answers at once, so the numbers are the screen's
/// own.
struct DetailBenchmark: AsyncParsableCommand {
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
