import Foundation
import ReelTVModel
import ReelTVTestSupport
import Testing

/// Generated catalogs, which `reel bench catalog` loads, are valid, exactly as large as asked,
/// the same for the same generator, and survive the file format.
@Suite struct CatalogGeneratorTests {
    @Test func aGeneratedCatalogHasTheEpisodesAskedForAndLoadsAsItWasGenerated() throws {
        try SeededCases.run(seed: 0x6E4E_CA7A, cases: 20) { fuzz in
            let episodes = fuzz.int(in: 1...600)
            let catalog = CatalogGenerator.catalog(episodes: episodes, using: &fuzz.rng)
            let generated = catalog.series.flatMap(\.seasons).flatMap(\.episodes)
            #expect(generated.count == episodes, "\(fuzz)")
            #expect(catalog.series.allSatisfy { (1...4).contains($0.seasons.count) }, "\(fuzz)")
            #expect(!catalog.recommendRows.isEmpty, "\(fuzz)")
            let loaded = try CatalogLoader.decode(CatalogLoader.encode(catalog), file: "generated.json")
            #expect(loaded == catalog, "\(fuzz)")
        }
    }

    @Test func theSameGeneratorStateGivesTheSameCatalog() {
        var first = SeededCase(seed: 7)
        var second = SeededCase(seed: 7)
        let catalog = CatalogGenerator.catalog(episodes: 500, using: &first.rng)
        #expect(catalog == CatalogGenerator.catalog(episodes: 500, using: &second.rng))
        #expect(Set(catalog.series.flatMap(\.seasons).flatMap(\.episodes).map(\.viewingType)) == Set(ViewingType.allCases))
    }

    @Test func noEpisodesIsAnEmptyCatalog() {
        var fuzz = SeededCase(seed: 1)
        #expect(CatalogGenerator.catalog(episodes: 0, using: &fuzz.rng) == Catalog(series: [], recommendRows: []))
    }
}
