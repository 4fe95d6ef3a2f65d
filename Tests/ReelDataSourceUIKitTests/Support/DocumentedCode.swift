#if UIKIT_LISTS
import Foundation

/// Swift code shown in the repository's documents (the README, DocC articles), checked against
/// the test sources that compile it: every line of a block must appear, trimmed, in them.
///
/// A migration article shows another library's code beside Reel's. Each of its blocks begins
/// with a comment naming whose code it is (`// Reel`, `// RxDataSources`, …), and only Reel's
/// blocks are held to compiling.
enum DocumentedCode {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of the document at `path`, relative to the repository's root.
    static func document(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Swift blocks of `markdown`, without their fences.
    static func swiftBlocks(in markdown: some StringProtocol) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    /// The label of a migration article's block: its first line, a comment naming whose code it is.
    static func label(of block: String) -> String {
        block.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// A migration article's block without its label.
    static func code(of block: String) -> String {
        block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    }

    /// The lines of `blocks` that do not appear, trimmed, among the lines of the source files
    /// at `sourcePaths`.
    static func uncompiledLines(of blocks: [String], sourcePaths: [String]) throws -> [String] {
        var compiled = Set<String>()
        for path in sourcePaths {
            let source = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            compiled.formUnion(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return blocks.joined(separator: "\n").split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !compiled.contains($0) }
    }
}
#endif
