import ArgumentParser
import Foundation
import ReelTV

/// `--catalog FILE`: the catalog a command works with, the bundled one unless a file is given.
struct CatalogOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Read the catalog from this JSON file instead of the bundled one.", valueName: "file"))
    var catalog: String?

    /// Loads the catalog; a file that cannot be read or is not a valid catalog is a usage error
    /// naming the file and what is wrong in it.
    func load() throws -> Catalog {
        do {
            return try catalog.map { try CatalogLoader.load(contentsOf: URL(fileURLWithPath: $0)) } ?? CatalogLoader.loadBundled()
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
