import Foundation
import ReelConsole

/// Loads a catalog, from the app's bundle or from a file, and checks it.
///
/// Every failure is a ``CatalogError`` that names the file, the entry and the field; no
/// input, however broken, makes it crash.
package enum CatalogLoader {
    /// The name of the catalog bundled with ReelTV.
    static let bundledFileName = "catalog.json"

    /// Loads the catalog bundled with ReelTV.
    package static func loadBundled() throws(CatalogError) -> Catalog {
        guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
            throw CatalogError(file: bundledFileName, entry: "", problem: .unreadable(reason: "not found in the ReelTV bundle"))
        }
        return try load(contentsOf: url)
    }

    /// The largest catalog file read: ten times the 100,000-episode catalog `reel bench
    /// catalog` loads (19 MB), and small enough that an endless input (`/dev/zero`) stops
    /// before it fills memory.
    package static let maximumBytes = 256 << 20

    /// Loads the catalog in the file at `url`, which may be any file that can be read to its
    /// end (a FIFO, a process substitution, `/dev/stdin`); errors name the file by its full path.
    package static func load(contentsOf url: URL) throws(CatalogError) -> Catalog {
        let data: Data
        do {
            data = Data(try InputReader.read(.file(url.path), maximumBytes: maximumBytes))
        } catch {
            throw CatalogError(file: url.path, entry: "", problem: .unreadable(reason: "\(error.problem)"))
        }
        return try decode(data, file: url.path)
    }

    /// Decodes and checks the catalog in `data`, read from the file named `file`.
    ///
    /// Dates are ISO-8601 with a time zone, like `2024-04-05T23:00:00+09:00`.
    package static func decode(_ data: Data, file: String) throws(CatalogError) -> Catalog {
        let catalog: Catalog
        do {
            catalog = try makeDecoder().decode(Catalog.self, from: data)
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
    package static func encode(_ catalog: Catalog) throws -> Data {
        let encoder = JSONEncoder()
        let japan = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: TimeZone(secondsFromGMT: 9 * 3600)!)
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(japan))
        }
        return try encoder.encode(catalog)
    }

    /// The decoder catalogs are read with.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(decodeDate)
        return decoder
    }

    private static func decodeDate(_ decoder: any Decoder) throws -> Date {
        let text = try decoder.singleValueContainer().decode(String.self)
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        // The problem rides in the DecodingError so the loader still gets the entry's coding path.
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "invalid date", underlyingError: CatalogError.Problem.invalidDate(text)))
    }
}
