import ReelConsole

extension CatalogError {
    /// What is wrong with a catalog entry.
    ///
    /// It is also an `Error` so that the date decoding can hand an invalid date to the
    /// loader inside a `DecodingError`, which keeps the path to the entry.
    package enum Problem: Error, CustomStringConvertible, Hashable, Sendable {
        /// The file could not be read; the reason is the system's.
        case unreadable(reason: String)
        /// The file is not JSON; the message is the parser's.
        case invalidJSON(message: String)
        /// A required field is absent.
        case missingField
        /// A field holds the wrong kind of JSON value, like `expected: "an integer", found: "a string"`.
        case wrongType(expected: String, found: String)
        /// A date is not ISO-8601 with a time zone, like `2024-04-05T23:00:00+09:00`.
        case invalidDate(String)
        /// A viewing type other than `free`, `premium` or `rental`.
        case unknownViewingType(String)
        /// Any other value that cannot be decoded; the message is the decoder's.
        case invalidValue(message: String)
        /// An empty id.
        case emptyID
        /// An id used by an earlier entry of the same kind, at `firstUse`.
        case duplicateID(String, firstUse: String)
        /// A recommend row names a series that does not exist.
        case unknownSeriesID(String)
        /// A duration, price or size below zero.
        case negative(Int)
        /// A number where an integer belongs that is not one: fractional (`1.5`), or beyond
        /// the integers (`1e300`).
        case notAnInteger(Double)
        /// A rental episode without a coin price.
        case rentalWithoutCoinPrice
        /// A series without seasons.
        case noSeasons
        /// A series whose seasons, `seasons` of them, have no episode between them.
        case noEpisodes(seasons: Int)

        /// What is wrong; text from the file is made safe for a terminal and cut to
        /// ``ReelConsole/TerminalSafeText/echoLimit`` characters.
        package var description: String {
            func echo(_ text: String) -> String { text.terminalSafe(limit: TerminalSafeText.echoLimit) }
            return switch self {
            case .unreadable(let reason): "cannot read the file: \(reason)"
            case .invalidJSON(let message): "not valid JSON: \(message)"
            case .missingField: "missing field"
            case .wrongType(let expected, let found): "expected \(expected), found \(found)"
            case .invalidDate(let text):
                "invalid date \"\(echo(text))\" (expected ISO-8601 with a time zone, like 2024-04-05T23:00:00+09:00)"
            case .unknownViewingType(let value):
                "unknown viewingType \"\(echo(value))\" (expected one of \(ViewingType.allCases.map(\.rawValue).joined(separator: ", ")))"
            case .invalidValue(let message): "invalid value: \(message)"
            case .emptyID: "an id must not be empty"
            case .duplicateID(let id, let firstUse): "duplicate id \"\(echo(id))\" (first used at \(firstUse))"
            case .unknownSeriesID(let id): "unknown series id \"\(echo(id))\""
            case .negative(let value): "must not be negative, found \(value)"
            case .notAnInteger(let value):
                value.rounded() == value
                    ? "expected an integer from \(Int.min) to \(Int.max), found \(value)"
                    : "expected an integer, found \(value)"
            case .rentalWithoutCoinPrice: "missing: a rental episode needs a coinPrice"
            case .noSeasons: "a series needs at least one season, found none"
            case .noEpisodes(let seasons): "a series needs at least one episode, found none in its \(seasons) season\(seasons == 1 ? "" : "s")"
            }
        }
    }
}
