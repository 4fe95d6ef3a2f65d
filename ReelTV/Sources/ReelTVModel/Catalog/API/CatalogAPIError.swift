/// Why a ``CatalogAPI`` call failed.
package enum CatalogAPIError: Error, CustomStringConvertible, Hashable, Sendable {
    /// A failure injected with ``CatalogAPI/failNext(_:of:)``; `remaining` more calls will fail.
    case injectedFailure(CatalogEndpoint, remaining: Int)
    /// No series has this id.
    case unknownSeries(String)
    /// The series has no season with this id.
    case unknownSeason(String, seriesID: String)
    /// A command-line endpoint name that is not one of ``CatalogEndpoint``'s.
    case unknownEndpoint(String)

    package var description: String {
        switch self {
        case .injectedFailure(let endpoint, let remaining):
            "\(endpoint.rawValue) failed (injected failure, \(remaining) more to come)"
        case .unknownSeries(let id): "unknown series id \"\(id)\""
        case .unknownSeason(let id, let seriesID): "series \"\(seriesID)\" has no season \"\(id)\""
        case .unknownEndpoint(let name):
            "unknown endpoint \"\(name)\" (expected one of \(CatalogEndpoint.allCases.map(\.rawValue).joined(separator: ", ")))"
        }
    }
}
