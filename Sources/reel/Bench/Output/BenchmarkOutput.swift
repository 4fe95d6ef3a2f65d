import Foundation

/// Prints a benchmark's result: as pretty JSON with sorted keys for `--json`, else as its
/// Markdown table.
func printBenchmarkResult<Result: Encodable>(_ result: Result, json: Bool, table: (Result) -> String) throws {
    guard json else {
        print(table(result))
        return
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try encoder.encode(result), as: UTF8.self))
}
