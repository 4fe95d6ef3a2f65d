import Foundation
import ReelTVModel
import Testing

/// Text from data — catalog titles and ids, input echoed in errors — never reaches the terminal
/// as something it would act on: escape sequences, carriage returns, newlines, NUL, backspaces
/// and bidirectional overrides are shown escaped, a listing keeps one row per download, and an
/// error echoing a huge input stays one short line.
@Suite(.timeLimit(.minutes(10)))
struct TerminalSafeOutputTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-safe-\(UUID().uuidString)")
    var data: String { directory.appendingPathComponent("data").path }

    /// Titles and an id a hostile catalog could hold: a colour and a window title by escape
    /// sequence, a line break, NUL, a backspace and a right-to-left override.
    static let hostileTitle = "Ev\u{1B}[31mRED\u{1B}]0;pwned\u{07}il\r\nsecond\u{0}row\u{8}\u{202E}BIDI"
    static let hostileID = "s01-1-\u{1B}[2Je001"

    /// `text` holds no character a terminal acts on, but for the newline ending each line.
    private func expectSafe(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let acting = text.unicodeScalars.filter { scalar in
            scalar != "\n" && (scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value))
        }
        #expect(acting.isEmpty, "raw \(acting.map { String($0.value, radix: 16) }) in \(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test("downloads list shows hostile titles and ids escaped, one row per download, and saved lines escape the id")
    func hostileCatalogIsListedSafely() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var catalog = try CatalogLoader.loadBundled()
        catalog.series[0].englishTitle = "Series\u{1B}[2J"
        catalog.series[0].seasons[0].episodes[0].title = Self.hostileTitle
        catalog.series[0].seasons[0].episodes[0].id = Self.hostileID
        let file = directory.appendingPathComponent("hostile.json")
        try CatalogLoader.encode(catalog).write(to: file)

        let added = try await ReelCommand.run(["downloads", "add", Self.hostileID, "s01-1-e002", "--catalog", file.path, "--data-dir", data])
        #expect(added.exitStatus == 0 && added.lines.count == 2, "\(added)")
        #expect(added.lines.first == #"saved s01-1-\u{1B}[2Je001 downloading 0/675956557"#, "\(added)")
        expectSafe(added.lines.joined(separator: "\n"))

        let listed = try await ReelCommand.run(["downloads", "list", "--catalog", file.path, "--data-dir", data])
        #expect(listed.exitStatus == 0 && listed.lines.count == 2, "one row per download: \(listed)")
        #expect(
            listed.lines.first
                == #"s01-1-\u{1B}[2Je001  s01 Series\u{1B}[2J  S1 E1 Ev\u{1B}[31mRED\u{1B}]0;pwned\u{7}il\r\nsecond\0row\u{8}\u{202E}BIDI  downloading  0/675956557 bytes  0%"#,
            "\(listed)")
        expectSafe(listed.lines.joined(separator: "\n"))
    }

    @Test("an id typed on the command line is echoed escaped in the error, one line", arguments: [
        ["downloads", "add", "bad\u{1B}[31m\nid"],
        ["downloads", "pause", "bad\u{1B}[31m\nid"],
        ["demo", "--series", "bad\u{1B}[31m\nid"],
        ["bench", "detail", "--series", "bad\u{1B}[31m\nid"],
    ])
    func commandLineIDsAreEchoedSafely(arguments: [String]) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // The benchmarks keep no library.
        let library = arguments[0] == "bench" ? [] : ["--data-dir", data]
        let outcome = try await ReelCommand.run(arguments + library)
        let firstLine = outcome.errors.prefix { $0 != "\n" }
        #expect(firstLine.hasPrefix("Error: ") && firstLine.contains(#"bad\u{1B}[31m\nid"#), "\(outcome)")
        expectSafe(outcome.errors)
    }

    @Test("a script's tap of an id with escape sequences is an error echoing it escaped")
    func scriptTapIsEchoedSafely() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try await ReelCommand.shell(
            #"printf 'appear\nwait 0\ntap \033[31mX\033]0;t\007\n' | "$REEL" demo --latency 0 --data-dir "$1""#, [data])
        #expect(outcome.exitStatus == 1, "\(outcome)")
        #expect(
            outcome.errors.hasPrefix(
                #"Error: the script on standard input, line 3: `tap \u{1B}[31mX\u{1B}]0;t\u{7}`: cannot tap: no view has the identifier '\u{1B}[31mX\u{1B}]0;t\u{7}' (tappable: "#),
            "\(outcome)")
        expectSafe(outcome.errors)
    }

    @Test("a 10 MB script line is echoed cut to its first 200 characters, once in the line and once in the problem")
    func hugeScriptLineIsCut() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("huge.txt")
        let identifier = String(repeating: "x", count: 10_000_000)
        try Data("appear\ntap \(identifier)\n".utf8).write(to: script)
        let outcome = try await ReelCommand.run(["demo", "--latency", "0", "--script", script.path, "--data-dir", data])
        let shown = String(repeating: "x", count: 196)
        #expect(outcome.exitStatus == 1, "\(outcome.exitStatus as Any)")
        #expect(
            outcome.errors.hasPrefix(
                "Error: the script \(script.path), line 2: `tap \(shown)…(9999804 more bytes)`: cannot tap: no view has the identifier '\(shown)xxxx…(9999800 more bytes)'"),
            "\(outcome.errors.prefix(1_000))")
        #expect(outcome.errors.utf8.count < 1_000 && outcome.errors.filter { $0 == "\n" }.count == 1, "\(outcome.errors.prefix(1_000))")
    }
}
