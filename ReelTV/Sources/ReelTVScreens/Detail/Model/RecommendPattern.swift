/// The detail-screen talk's A/B test: recommend rows as grids of tiles or as lists of summary rows.
package enum RecommendPattern: String, Hashable, Sendable, CaseIterable {
    /// Rows of tiles, several per line.
    case grid
    /// One summary row per recommendation.
    case list
}
