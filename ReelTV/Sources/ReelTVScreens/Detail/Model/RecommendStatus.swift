/// Where the recommendations of a detail screen are (request states, as in MVVM bindings in
/// docs/Background.md).
package enum RecommendStatus: Hashable, Sendable {
    /// Not asked for yet: they are fetched once the heavy views exist.
    case notRequested
    /// Being fetched.
    case loading
    /// Shown.
    case loaded
    /// The fetch failed; retrying is possible.
    case failed(message: String)
}
