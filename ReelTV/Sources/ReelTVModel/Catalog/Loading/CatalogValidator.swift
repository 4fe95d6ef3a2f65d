/// The checks a catalog must pass beyond its JSON shape: unique, non-empty ids, recommend rows that
/// name existing series, no negative quantities, a price on every rental, a season and an
/// episode in every series (its detail screen features one, and the player plays it). Finds
/// the first problem in file order.
struct CatalogValidator {
    /// The file the catalog came from, for the errors.
    let file: String

    /// Where each id was first used, one table per kind: a season may share an id with a row.
    ///
    /// Each is changed in place, by a mutating call on the stored property itself. A table
    /// handed `inout` to a method of the validator was copied whole on every insert: calling a
    /// method on a validator copies it (and so every table) for the call, which left the table
    /// shared when the insert came.
    private var seriesIDs = CatalogIDTable()
    private var seasonIDs = CatalogIDTable()
    private var episodeIDs = CatalogIDTable()
    private var rowIDs = CatalogIDTable()

    /// Entries the id tables wrote, copies included: proportional to the ids, for tests that
    /// checking stays linear.
    var idEntriesWritten: Int {
        seriesIDs.entriesWritten + seasonIDs.entriesWritten + episodeIDs.entriesWritten + rowIDs.entriesWritten
    }

    init(file: String) {
        self.file = file
    }

    /// Throws the first problem of `catalog`.
    mutating func validate(_ catalog: Catalog) throws(CatalogError) {
        for (seriesIndex, series) in catalog.series.enumerated() {
            let seriesPath = CatalogEntryPath.root.appending("series").appending(index: seriesIndex, id: Self.shown(series.id))
            try checkNotEmpty(series.id, at: seriesPath)
            if let first = seriesIDs.register(series.id, at: seriesPath) {
                throw duplicate(series.id, at: seriesPath, firstUse: first)
            }
            guard !series.seasons.isEmpty else { throw error(at: seriesPath.appending("seasons"), .noSeasons) }
            for (seasonIndex, season) in series.seasons.enumerated() {
                let seasonPath = seriesPath.appending("seasons").appending(index: seasonIndex, id: Self.shown(season.id))
                try checkNotEmpty(season.id, at: seasonPath)
                if let first = seasonIDs.register(season.id, at: seasonPath) {
                    throw duplicate(season.id, at: seasonPath, firstUse: first)
                }
                for (episodeIndex, episode) in season.episodes.enumerated() {
                    let episodePath = seasonPath.appending("episodes").appending(index: episodeIndex, id: Self.shown(episode.id))
                    try checkNotEmpty(episode.id, at: episodePath)
                    if let first = episodeIDs.register(episode.id, at: episodePath) {
                        throw duplicate(episode.id, at: episodePath, firstUse: first)
                    }
                    try validate(episode, at: episodePath)
                }
            }
            guard series.seasons.contains(where: { !$0.episodes.isEmpty }) else {
                throw error(at: seriesPath.appending("seasons"), .noEpisodes(seasons: series.seasons.count))
            }
        }
        for (rowIndex, row) in catalog.recommendRows.enumerated() {
            let rowPath = CatalogEntryPath.root.appending("recommendRows").appending(index: rowIndex, id: Self.shown(row.id))
            try checkNotEmpty(row.id, at: rowPath)
            if let first = rowIDs.register(row.id, at: rowPath) { throw duplicate(row.id, at: rowPath, firstUse: first) }
            for (index, seriesID) in row.seriesIDs.enumerated() where !seriesIDs.contains(seriesID) {
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

    /// An entry's id as its path shows it: none for an empty one, which names nothing.
    private static func shown(_ id: String) -> String? {
        id.isEmpty ? nil : id
    }

    /// Refuses an empty id: nothing can name the entry (an episode to download, a series a row
    /// recommends), and an error about it would have nothing to echo.
    private func checkNotEmpty(_ id: String, at path: CatalogEntryPath) throws(CatalogError) {
        if id.isEmpty { throw error(at: path.appending("id"), .emptyID) }
    }

    private func duplicate(_ id: String, at path: CatalogEntryPath, firstUse: CatalogEntryPath) -> CatalogError {
        error(at: path.appending("id"), .duplicateID(id, firstUse: firstUse.description))
    }

    private func error(at path: CatalogEntryPath, _ problem: CatalogError.Problem) -> CatalogError {
        CatalogError(file: file, entry: path.description, problem: problem)
    }
}
