/// How an episode can be watched.
package enum ViewingType: String, Codable, Hashable, Sendable, CaseIterable {
    /// Free for everyone.
    case free
    /// Included in the premium plan.
    case premium
    /// Rented for coins.
    case rental
}
