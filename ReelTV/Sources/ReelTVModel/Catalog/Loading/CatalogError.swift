/// Why a catalog could not be loaded: the file, the entry in it and what is wrong there.
///
/// Its description reads like
/// `catalog.json: series[3] (id "s04") › seasons[0] › episodes[2] › durationSeconds: expected an integer, found a string`,
/// so that whoever edits the file can go straight to the mistake.
package struct CatalogError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The file that was read, by its full path (`/home/ada/catalog.json`), or the name the
    /// decoder was given for it.
    package var file: String
    /// Where in the file, like `series[3] (id "s04") › seasons[0] › title`; empty for the
    /// file as a whole.
    package var entry: String
    /// What is wrong.
    package var problem: Problem

    /// Creates an error.
    package init(file: String, entry: String, problem: Problem) {
        self.file = file
        self.entry = entry
        self.problem = problem
    }

    package var description: String {
        entry.isEmpty ? "\(file): \(problem)" : "\(file): \(entry): \(problem)"
    }
}
