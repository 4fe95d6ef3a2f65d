/// The checks a catalog must pass beyond its JSON shape: unique ids, recommend rows that
/// name existing series, no negative quantities, a price on every rental, a season in
/// every series. Finds the first problem in file order.
struct CatalogValidator {
    /// The file the catalog came from, for the errors.
    let file: String

    /// Where each id was first used, one table per kind: a season may share an id with a row.
    private var seriesIDs: [String: CatalogEntryPath] = [:]
    private var seasonIDs: [String: CatalogEntryPath] = [:]
    private var episodeIDs: [String: CatalogEntryPath] = [:]
    private var rowIDs: [String: CatalogEntryPath] = [:]

    init(file: String) {
        self.file = file
    }

    /// Throws the first problem of `catalog`.
    mutating func validate(_ catalog: Catalog) throws(CatalogError) {
        for (seriesIndex, series) in catalog.series.enumerated() {
            let seriesPath = CatalogEntryPath.root.appending("series").appending(index: seriesIndex, id: series.id)
            try register(series.id, at: seriesPath, in: &seriesIDs)
            guard !series.seasons.isEmpty else { throw error(at: seriesPath.appending("seasons"), .noSeasons) }
            for (seasonIndex, season) in series.seasons.enumerated() {
                let seasonPath = seriesPath.appending("seasons").appending(index: seasonIndex, id: season.id)
                try register(season.id, at: seasonPath, in: &seasonIDs)
                for (episodeIndex, episode) in season.episodes.enumerated() {
                    let episodePath = seasonPath.appending("episodes").appending(index: episodeIndex, id: episode.id)
                    try register(episode.id, at: episodePath, in: &episodeIDs)
                    try validate(episode, at: episodePath)
                }
            }
        }
        for (rowIndex, row) in catalog.recommendRows.enumerated() {
            let rowPath = CatalogEntryPath.root.appending("recommendRows").appending(index: rowIndex, id: row.id)
            try register(row.id, at: rowPath, in: &rowIDs)
            for (index, seriesID) in row.seriesIDs.enumerated() where seriesIDs[seriesID] == nil {
                throw error(at: rowPath.appending("seriesIDs").appending(index: index, id: nil), .unknownSeriesID(seriesID))
            }
        }
    }

    private func validate(_ episode: Episode, at path: CatalogEntryPath) throws(CatalogError) {
        let quantities: [(String, Int?)] = [
            ("durationSeconds", episode.durationSeconds), ("coinPrice", episode.coinPrice),
            ("downloadBytes", episode.downloadBytes),
        ]
        for (field, value) in quantities {
            if let value, value < 0 { throw error(at: path.appending(field), .negative(value)) }
        }
        if episode.viewingType == .rental, episode.coinPrice == nil {
            throw error(at: path.appending("coinPrice"), .rentalWithoutCoinPrice)
        }
    }

    private func register(
        _ id: String, at path: CatalogEntryPath, in table: inout [String: CatalogEntryPath]
    ) throws(CatalogError) {
        if let first = table[id] { throw error(at: path.appending("id"), .duplicateID(id, firstUse: first.description)) }
        table[id] = path
    }

    private func error(at path: CatalogEntryPath, _ problem: CatalogError.Problem) -> CatalogError {
        CatalogError(file: file, entry: path.description, problem: problem)
    }
}
