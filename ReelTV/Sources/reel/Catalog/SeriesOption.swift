import ArgumentParser
import ReelCommandLine
import ReelConsole
import ReelDownloadsCommand
import ReelTVModel

/// `--series ID`: the series a command opens.
enum SeriesOption {
    /// The id of the series `id` names in `catalog`, or of the catalog's first series when no id
    /// is given.
    ///
    /// - Throws: a usage error echoing the id (made terminal-safe) when the catalog has no such
    ///   series; a ``CommandFailure`` naming the catalog `options` loaded when it has no series
    ///   at all, since then no `--series` could help.
    static func resolve(_ id: String?, in catalog: Catalog, from options: CatalogOptions) throws -> String {
        guard let seriesID = id ?? catalog.series.first?.id else {
            throw CommandFailure(description: "\(options.catalogName) has no series to show")
        }
        guard catalog.series.contains(where: { $0.id == seriesID }) else {
            let known = catalog.series.prefix(5).map { $0.id.terminalSafe(limit: TerminalSafeText.echoLimit) }.joined(separator: ", ")
            throw ValidationError(
                "--series: no series with the id \"\(seriesID.terminalSafe(limit: TerminalSafeText.echoLimit))\" in the catalog (ids look like \(known), …)")
        }
        return seriesID
    }
}
