/// An endpoint of ``CatalogAPI``, by which failures are injected.
package enum CatalogEndpoint: String, CaseIterable, Hashable, Sendable {
    /// ``CatalogAPI/seriesDetail(id:)``.
    case detail
    /// ``CatalogAPI/episodeList(seriesID:seasonID:)``.
    case episodes
    /// ``CatalogAPI/recommendations(for:)``.
    case recommend

    /// The endpoint named `name` on a command line: `"detail"`, `"episodes"` or `"recommend"`.
    ///
    /// - Throws: ``CatalogAPIError/unknownEndpoint(_:)`` naming `name` and the valid names.
    package init(parsing name: String) throws(CatalogAPIError) {
        guard let endpoint = CatalogEndpoint(rawValue: name) else { throw .unknownEndpoint(name) }
        self = endpoint
    }
}
