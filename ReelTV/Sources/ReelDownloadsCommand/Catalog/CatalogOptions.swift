import ArgumentParser
import Foundation
import ReelTVModel

/// `--catalog FILE`: the catalog a command works with, the bundled one unless a file is given.
package struct CatalogOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Read the catalog from this JSON file instead of the bundled one (any file that can be read to its end: a FIFO, /dev/stdin, <(…)).",
            valueName: "file"))
    package var catalog: String?

    package init() {}

    /// The catalog as errors name it: "the catalog /full/path.json" or "the bundled catalog".
    package var catalogName: String {
        catalog.map { "the catalog \(URL(fileURLWithPath: $0).path)" } ?? "the bundled catalog"
    }

    /// Loads the catalog.
    ///
    /// - Throws: ``CatalogError`` naming the file by its full path, the entry and what is wrong,
    ///   when the file cannot be read or is not a valid catalog: a runtime failure, not a
    ///   mistyped command line.
    package func load() throws(CatalogError) -> Catalog {
        guard let catalog else { return try CatalogLoader.loadBundled() }
        return try CatalogLoader.load(contentsOf: URL(fileURLWithPath: catalog))
    }
}
