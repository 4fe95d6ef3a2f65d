import Foundation

/// Loads a catalog, from the app's bundle or from a file, and checks it.
///
/// Every failure is a ``CatalogError`` that names the file, the entry and the field; no
/// input, however broken, makes it crash.
public enum CatalogLoader {
    /// The name of the catalog bundled with ReelTV.
    public static let bundledFileName = "catalog.json"

    /// Loads the catalog bundled with ReelTV.
    public static func loadBundled() throws(CatalogError) -> Catalog {
        guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
            throw CatalogError(file: bundledFileName, entry: "", problem: .unreadable(reason: "not found in the ReelTV bundle"))
        }
        return try load(contentsOf: url)
    }

    /// Loads the catalog in the file at `url`; errors name the file by its last path component.
    public static func load(contentsOf url: URL) throws(CatalogError) -> Catalog {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CatalogError(file: url.lastPathComponent, entry: "", problem: .unreadable(reason: Self.reason(error)))
        }
        return try decode(data, file: url.lastPathComponent)
    }

    /// Decodes and checks the catalog in `data`, read from the file named `file`.
    ///
    /// Dates are ISO-8601 with a time zone, like `2024-04-05T23:00:00+09:00`.
    public static func decode(_ data: Data, file: String) throws(CatalogError) -> Catalog {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(decodeDate)
        let catalog: Catalog
        do {
            catalog = try decoder.decode(Catalog.self, from: data)
        } catch let error as DecodingError {
            throw CatalogError(error, file: file, data: data)
        } catch {
            throw CatalogError(file: file, entry: "", problem: .invalidValue(message: "\(error)"))
        }
        var validator = CatalogValidator(file: file)
        try validator.validate(catalog)
        return catalog
    }

    /// `catalog` as the JSON ``decode(_:file:)`` reads, its dates in Japan's time zone like the
    /// bundled file's (`2024-04-05T23:00:00+09:00`).
    public static func encode(_ catalog: Catalog) throws -> Data {
        let encoder = JSONEncoder()
        let japan = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: TimeZone(secondsFromGMT: 9 * 3600)!)
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(japan))
        }
        return try encoder.encode(catalog)
    }

    private static func decodeDate(_ decoder: any Decoder) throws -> Date {
        let text = try decoder.singleValueContainer().decode(String.self)
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        // The problem rides in the DecodingError so the loader still gets the entry's coding path.
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "invalid date", underlyingError: CatalogError.Problem.invalidDate(text)))
    }

    /// The system's reason without Foundation's boilerplate around it.
    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { return underlying.localizedDescription }
        return error.localizedDescription
    }
}
