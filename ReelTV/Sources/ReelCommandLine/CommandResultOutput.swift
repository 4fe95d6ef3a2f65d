import Foundation
import ReelConsole

/// Prints what a command found (a benchmark's result, the downloads' list): as pretty JSON with
/// sorted keys for `--json`, else as its Markdown table; throws when standard output does not
/// take it (`> /dev/full`).
package func printCommandResult<Result: Encodable>(_ result: Result, json: Bool, table: (Result) -> String) throws {
    var output = FileDescriptorOutput.standardOutput
    if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(result), as: UTF8.self), to: &output)
    } else {
        print(table(result), to: &output)
    }
    try output.checkWritten()
}
