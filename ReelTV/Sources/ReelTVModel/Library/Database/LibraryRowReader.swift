import GRDB

/// A row of the library database that is not what this build wrote.
struct LibraryRowError: Error, CustomStringConvertible {
    let description: String
}

/// Reads a row's columns as the expected types, turning a missing or mistyped value into an
/// error that names the table, the row's key and the column, instead of GRDB's fatal error.
struct LibraryRowReader {
    let row: Row
    let table: String
    let key: String

    func value<Value: DatabaseValueConvertible>(_ type: Value.Type, _ column: String) throws(LibraryRowError) -> Value {
        let stored: DatabaseValue = row[column] ?? .null
        guard let value = Value.fromDatabaseValue(stored) else {
            throw problem(column, stored.isNull ? "missing" : "\(stored) is not a \(Value.self)")
        }
        return value
    }

    func problem(_ column: String, _ message: String) -> LibraryRowError {
        let keyValue: DatabaseValue = row[key] ?? .null
        return LibraryRowError(description: "table \(table), row \(key) = \(keyValue), column \(column): \(message)")
    }
}
