import Foundation
import ReelTVModel
import Testing

/// The built `reel` refusing input it cannot handle — numbers out of range, a window too large
/// to draw, a closed or unreadable standard input — with a one-line error and exit status 64
/// (a usage error) or 1 (a runtime failure), never a signal.
@Suite(.timeLimit(.minutes(10)))
struct ReelInputErrorTests {
    /// A folder no command may create: every run here stops before it opens the library.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-input-\(UUID().uuidString)")

    private func reel(_ arguments: [String], input: ChildInput = .nullDevice) async throws -> ChildOutcome {
        try await ReelCommand.run(arguments, input: input)
    }

    /// Commands a hostile-user probe found trapping (overflow, a 160 GB canvas, heap corruption,
    /// a segmentation fault, "a transfer needs a speed"), with the option and range each must name.
    static let probeCrashes: [(arguments: [String], message: String)] = [
        (["demo", "--size", "40x9223372036854775807"], #"--size must be COLUMNSxROWS from 20x10 to 1000x1000, like 40x24; got "40x9223372036854775807""#),
        (["demo", "--size", "99999x99999"], #"--size must be COLUMNSxROWS from 20x10 to 1000x1000, like 40x24; got "99999x99999""#),
        (["demo", "--size", "-1x5"], #"--size must be COLUMNSxROWS from 20x10 to 1000x1000, like 40x24; got "-1x5""#),
        (["bench", "diff", "--iterations", "9223372036854775807"], "--iterations must be between 1 and 1000, got 9223372036854775807"),
        (["bench", "layout", "--batch", "9223372036854775807"], "--batch must be between 1 and 100000, got 9223372036854775807"),
        (["bench", "datasource", "--rows", "9223372036854775807"], "--rows must be between 1 and 1000, got 9223372036854775807"),
        (["bench", "downloads", "--concurrency", "1000000000"], "--concurrency must be between 1 and 1000, got 1000000000"),
        (["bench", "downloads", "--tick-ms", "10000000000000"], "--tick-ms must be between 1 and 60000 milliseconds, got 10000000000000"),
    ]

    @Test("the probe's crashing commands are usage errors naming the option, its range and the value", arguments: probeCrashes)
    func probeCrashesAreUsageErrors(arguments: [String], message: String) async throws {
        let outcome = try await reel(arguments + (arguments[0] == "demo" ? ["--data-dir", directory.path] : []))
        #expect(outcome.exitStatus == 64 && outcome.errors.contains("Error: \(message)\n") && outcome.lines.isEmpty, "\(outcome)")
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    /// A numeric option: the command, the option, its range as its help and its errors write
    /// it, and values outside the range.
    struct NumericOptionCase: CustomTestStringConvertible, Sendable {
        let command: [String]
        let option: String
        let help: String
        let range: String
        let badValues: [String]

        var testDescription: String { "\(command.joined(separator: " ")) \(option)" }
    }

    /// Every numeric option of every `reel` command but `reel bench downloads --downloads`,
    /// whose range comes from the bundled catalog (see ``benchDownloadsCountIsBoundByTheCatalog()``).
    static let numericOptions: [NumericOptionCase] = {
        func option(_ command: String, _ option: String, _ lower: String, _ upper: String, unit: String = "", bad: [String]) -> NumericOptionCase {
            NumericOptionCase(
                command: command.split(separator: " ").map(String.init), option: option, help: "; \(lower) to \(upper).",
                range: "between \(lower) and \(upper)\(unit.isEmpty ? "" : " \(unit)")", badValues: bad)
        }
        func count(_ command: String, _ name: String, _ upper: Int, lower: Int = 1, unit: String = "") -> NumericOptionCase {
            option(command, name, "\(lower)", "\(upper)", unit: unit, bad: ["\(lower - 1)", "\(upper + 1)", "\(Int.max)"])
        }
        return [
            count("demo", "--latency", 60_000, lower: 0, unit: "milliseconds"),
            count("bench detail", "--runs", 1_000),
            count("bench diff", "--iterations", 1_000),
            count("bench diff", "--baseline-iterations", 100),
            count("bench datasource", "--iterations", 1_000),
            count("bench datasource", "--rows", 1_000),
            count("bench stream", "--events", 10_000_000),
            count("bench stream", "--iterations", 1_000),
            count("bench layout", "--iterations", 1_000),
            count("bench layout", "--batch", 100_000),
            count("bench downloads", "--concurrency", 1_000),
            count("bench downloads", "--tick-ms", 60_000, unit: "milliseconds"),
            count("downloads list", "--concurrency", 1_000),
            count("downloads run", "--concurrency", 1_000),
            option("downloads run", "--speed", "0.000001", "1000000", unit: "megabytes per second", bad: ["0", "1000000.5", "nan", "inf"]),
            count("downloads run", "--tick-ms", 60_000, unit: "milliseconds"),
            count("downloads run", "--fail", 1_000_000, lower: 0, unit: "transfers"),
            count("downloads run", "--for", 86_400_000, lower: 0, unit: "milliseconds"),
        ]
    }()

    @Test(
        "every numeric option states its range in --help and refuses values outside it, negative ones too, naming the option, range and value",
        arguments: numericOptions)
    func numericOptionStatesAndChecksItsRange(_ option: NumericOptionCase) async throws {
        try await expectStatesAndChecks(option)
    }

    @Test("reel bench downloads --downloads goes up to the bundled catalog's episodes")
    func benchDownloadsCountIsBoundByTheCatalog() async throws {
        let episodes = try CatalogLoader.loadBundled().series.flatMap(\.seasons).flatMap(\.episodes).count
        try await expectStatesAndChecks(
            NumericOptionCase(
                command: ["bench", "downloads"], option: "--downloads", help: "; 1 to the number of episodes in the bundled catalog.",
                range: "between 1 and \(episodes)", badValues: ["0", "\(episodes + 1)", "\(Int.max)"]))
    }

    /// Expects `option`'s help to state its range and each of its bad values to be a usage error
    /// naming the option and the range.
    private func expectStatesAndChecks(_ option: NumericOptionCase) async throws {
        let help = try await reel(option.command + ["--help"])
        #expect(help.exitStatus == 0, "\(help)")
        let optionHelp = Self.help(of: option.option, in: help.lines)
        #expect(optionHelp.contains(option.help), "\(option.option)'s help: \(optionHelp)")

        let dataDirectory = option.command[0] == "bench" ? [] : ["--data-dir", directory.path]
        // A negative number given as the next word, not joined with "=", used to be read as an
        // option and fail as "Missing value".
        let spellings = option.badValues.map { ["\(option.option)=\($0)"] } + [[option.option, "-1"]]
        for spelling in spellings {
            let outcome = try await reel(option.command + dataDirectory + spelling)
            let message = "Error: \(option.option) must be \(option.range), got "
            #expect(outcome.exitStatus == 64 && outcome.errors.contains(message) && outcome.lines.isEmpty, "\(spelling): \(outcome)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    /// The help text of `option`: its line of `--help` output and the lines continuing it, up to
    /// the next option, with runs of white space as one space.
    private static func help(of option: String, in lines: [String]) -> String {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(option) ") }) else { return "" }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("  -") } ?? lines.endIndex
        return lines[start..<end].joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("a usage error echoing an argument escapes the newline in it, as every character a terminal acts on", arguments: [
        ["demo", "--latency", "5\n6"], ["demo", "--latency=5\n6"],
    ])
    func echoedArgumentsAreEscaped(arguments: [String]) async throws {
        let outcome = try await reel(arguments + ["--data-dir", directory.path])
        #expect(outcome.exitStatus == 64, "\(outcome)")
        #expect(outcome.errors.hasPrefix(#"Error: The value '5\n6' is invalid for '--latency <ms>'"# + "\n"), "\(outcome)")
    }

    @Test("the largest window is accepted")
    func largestWindowIsAccepted() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try await reel(["demo", "--size", "1000x1000", "--data-dir", directory.path])
        #expect(outcome.exitStatus == 0 && outcome.errors.isEmpty, "\(outcome)")
    }

    @Test("reel demo with standard input closed says so and exits 1, before it opens the library")
    func closedStandardInput() async throws {
        let outcome = try await reel(["demo", "--data-dir", directory.path], input: .closed)
        #expect(outcome.exitStatus == 1, "\(outcome)")
        #expect(
            outcome.errors == "Error: standard input is closed; without a terminal or a script file the commands are read from it\n",
            "\(outcome)")
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test("a standard input that cannot be read, or never ends, is an error naming it, and exit status 1")
    func unreadableStandardInput() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = try await reel(["demo", "--data-dir", directory.path], input: .file("/"))
        #expect(folder.exitStatus == 1 && folder.errors == "Error: cannot read the script on standard input: Is a directory\n", "\(folder)")
        let endless = try await reel(["demo", "--data-dir", directory.path], input: .file("/dev/zero"))
        #expect(endless.exitStatus == 1 && endless.errors == "Error: the script on standard input is longer than 16777216 bytes\n", "\(endless)")
    }

    @Test("a script scrolling further than a scroll may is an error naming the line and the range, and exit status 1")
    func scrollOutOfRange() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        // Two scrolls by Int.max used to overflow the scroll offset.
        try Data("appear\nwait 0\nscroll 9223372036854775807\nscroll 9223372036854775807\n".utf8).write(to: script)
        let outcome = try await reel(["demo", "--latency", "0", "--data-dir", directory.path], input: .file(script.path))
        #expect(outcome.exitStatus == 1, "\(outcome)")
        #expect(
            outcome.errors
                == "Error: the script on standard input, line 3: `scroll 9223372036854775807`: 'scroll' needs -1000000 to 1000000 rows, not 9223372036854775807\n",
            "\(outcome)")
    }
}
