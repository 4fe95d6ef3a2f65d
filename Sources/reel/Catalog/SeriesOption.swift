import ArgumentParser
import ReelTV

/// `--series ID`: the series a command opens.
enum SeriesOption {
    /// The id of the series `id` names in `catalog`, or of the catalog's first series when no id
    /// is given; a usage error when the catalog has no such series, or none at all.
    static func resolve(_ id: String?, in catalog: Catalog) throws -> String {
        guard let seriesID = id ?? catalog.series.first?.id else {
            throw ValidationError("the catalog has no series to show")
        }
        guard catalog.series.contains(where: { $0.id == seriesID }) else {
            let known = catalog.series.prefix(5).map(\.id).joined(separator: ", ")
            throw ValidationError("--series: no series with the id \"\(seriesID)\" in the catalog (ids look like \(known), …)")
        }
        return seriesID
    }
}
