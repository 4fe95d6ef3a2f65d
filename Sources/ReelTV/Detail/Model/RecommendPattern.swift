/// The A/B test of talk 000: recommend rows as grids of tiles or as lists of summary rows.
public enum RecommendPattern: String, Hashable, Sendable, CaseIterable {
    /// Rows of tiles, several per line.
    case grid
    /// One summary row per recommendation.
    case list
}
