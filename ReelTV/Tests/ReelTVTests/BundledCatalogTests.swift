import ReelTVModel
import Testing

/// The catalog shipped with ReelTV loads and has the variety the screens need.
@Suite struct BundledCatalogTests {
    private let catalog: Catalog
    private var episodes: [Episode] { catalog.series.flatMap(\.seasons).flatMap(\.episodes) }

    /// Loaded once: every test of the suite gets a fresh suite value, and decoding the file is the slow part.
    private static let loaded = Result { () throws(CatalogError) in try CatalogLoader.loadBundled() }

    init() throws {
        catalog = try Self.loaded.get()
    }

    @Test func hasAtLeastFortySeriesWithJapaneseAndEnglishTitles() {
        #expect(catalog.series.count >= 40)
        for series in catalog.series {
            // Hiragana, katakana or CJK ideographs: the title is Japanese.
            #expect(series.title.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) }, "\(series.id)")
            #expect(!series.englishTitle.isEmpty && series.englishTitle.allSatisfy(\.isASCII), "\(series.id)")
            #expect((3...8).contains(series.cast.count) && (2...5).contains(series.staff.count), "\(series.id)")
            #expect((1...4).contains(series.seasons.count), "\(series.id)")
        }
    }

    @Test func hasTenRowsOfTwentyKnownSeries() {
        let ids = Set(catalog.series.map(\.id))
        #expect(catalog.recommendRows.count >= 10)
        for row in catalog.recommendRows {
            #expect(row.seriesIDs.count == 20, "\(row.id)")
            #expect(row.seriesIDs.allSatisfy(ids.contains), "\(row.id)")
        }
    }

    @Test func hasEveryViewingType() {
        #expect(Set(episodes.map(\.viewingType)) == Set(ViewingType.allCases))
    }

    @Test func downloadSizesFollowDurations() {
        for episode in episodes {
            // Between 1 and 5 Mbit/s: what a phone download of a streaming service weighs.
            let bitsPerSecond = Double(episode.downloadBytes) * 8 / Double(episode.durationSeconds)
            #expect((1_000_000...5_000_000).contains(bitsPerSecond), "\(episode.id)")
        }
    }

    @Test(arguments: SummaryCondition.allCases)
    func everySummaryCaseOccursInSeveralSeries(condition: SummaryCondition) {
        let matching = catalog.series.map { series in
            series.seasons.flatMap(\.episodes).filter { SummaryCondition($0) == condition }.count
        }
        #expect(matching.reduce(0, +) >= 3)
        #expect(matching.filter { $0 > 0 }.count >= 3)
    }
}
