import Foundation
import SVGTestSupport
import Testing

/// The long commands' progress as a person meets it: on a terminal each shows what it is doing
/// and how far it is, on one line redrawn in place, and leaves its results as they were; piped,
/// or with `--json` or `--quiet`, it shows none.
@Suite(.timeLimit(.minutes(10)))
struct ReelProgressTests {
    /// A long command at its smallest, and the title of the chart it draws. (`bench downloads`
    /// is left out: its transfers take half a minute whatever their number.)
    struct Command: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let chartTitle: String

        var testDescription: String { arguments.prefix(2).joined(separator: " ") }
    }

    static let benchmarks = [
        Command(arguments: ["bench", "diff", "--scenario", "A", "--iterations", "2", "--baseline-iterations", "1"], chartTitle: "Diffing a list: time against size"),
        Command(arguments: ["bench", "datasource", "--iterations", "1"], chartTitle: "Applying a large change through the data source"),
        Command(arguments: ["bench", "stream", "--events", "1000", "--iterations", "2"], chartTitle: "A Reel stream against the same pipeline in Combine"),
        Command(arguments: ["bench", "layout", "--iterations", "1", "--batch", "10"], chartTitle: "Configuring a reused summary view: enum against type parameters"),
        Command(arguments: ["bench", "catalog", "--episodes", "20", "40", "--iterations", "1"], chartTitle: "Loading a catalog: time against size"),
        Command(arguments: ["bench", "detail", "--runs", "1"], chartTitle: "The detail screen: built lazily against eagerly"),
    ]

    @Test("on a terminal a benchmark shows its progress in place, then its table", arguments: benchmarks)
    func benchmarkShowsProgressOnATerminal(_ command: Command) async throws {
        let run = try await TerminalRun.reel(command.arguments)
        #expect(run.exitStatus == 0, "\(run)")
        let output = TerminalOutput(run.lines.joined(separator: "\n"))
        let name = command.arguments.prefix(2).joined(separator: " ")
        #expect(!output.progressLines.isEmpty && output.progressLines.allSatisfy { $0.hasPrefix(name) }, "\(output.progressLines)")
        // The terminal is 80 columns wide (a new pseudo-terminal has no size): the last stays free.
        #expect(output.progressLines.allSatisfy { $0.count < 80 }, "\(output.progressLines)")
        #expect(output.progressLines.contains { $0.contains("/") }, "a count of the work done: \(output.progressLines)")
        // Once the progress is taken out, what is left is the table alone, from the first column.
        #expect(output.text.hasPrefix("| "), "\(output.text)")
        #expect(!output.text.contains("\r") && !output.text.contains("\u{1B}"), "\(output.text)")
    }

    @Test("piped, a benchmark shows no progress; its chart is a well-formed SVG", arguments: benchmarks)
    func benchmarkPipedShowsNoProgress(_ command: Command) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let chart = directory.appendingPathComponent("chart.svg")
        let run = try await ChildProcess(path: try ReelExecutable.path()).run(command.arguments + ["--chart", chart.path], killing: nil)
        #expect(run.exitStatus == 0 && run.errors.isEmpty, "\(run)")
        #expect(run.lines.first?.hasPrefix("| ") == true, "\(run)")
        let svg = try ParsedSVG(String(decoding: try Data(contentsOf: chart), as: UTF8.self))
        #expect(svg.elements.first { $0.name == "title" }?.text == command.chartTitle)
        #expect(svg.size.width == 800)
    }

    @Test("with --json or --quiet a benchmark shows no progress, even on a terminal")
    func jsonAndQuietShowNoProgress() async throws {
        for flag in ["--json", "--quiet"] {
            let run = try await TerminalRun.reel(["bench", "catalog", "--episodes", "20", "--iterations", "1", flag])
            #expect(run.exitStatus == 0, "\(run)")
            let output = TerminalOutput(run.lines.joined(separator: "\n"))
            #expect(output.progressLines.isEmpty, "\(flag): \(output.progressLines)")
            #expect(output.text.hasPrefix(flag == "--json" ? "{" : "| "), "\(flag): \(output.text)")
        }
    }

    @Test("reel downloads run shows the transfers' progress and a summary on a terminal, its saved lines intact")
    func downloadsRunShowsProgressOnATerminal() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-progress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let reel = ChildProcess(path: try ReelExecutable.path())
        let episodes = ["s01-1-e001", "s01-1-e002", "s01-1-e003"]
        let add = try await reel.run(["downloads", "add", "--data-dir", directory.path] + episodes, killing: nil)
        #expect(add.exitStatus == 0, "\(add)")

        // About a second of transfers: a few hundred megabytes at 500 MB/s, one at a time.
        let run = try await TerminalRun.reel(["downloads", "run", "--data-dir", directory.path, "--concurrency", "1", "--speed", "500"])
        #expect(run.exitStatus == 0, "\(run)")
        let output = TerminalOutput(run.lines.joined(separator: "\n"))
        #expect(output.progressLines.first?.hasPrefix("downloads run: 1 running, 2 queued") == true, "\(output.progressLines)")
        #expect(output.progressLines.contains { $0.contains(" GB") || $0.contains(" MB") }, "\(output.progressLines)")
        // Every saved line starts a line of its own, the summary follows the progress, and the
        // standard output's last line closes.
        let lines = output.text.split(separator: "\n").map(String.init)
        for episode in episodes {
            #expect(lines.contains { $0.hasPrefix("saved \(episode) completed ") }, "\(episode): \(lines)")
        }
        #expect(lines.allSatisfy { $0.hasPrefix("saved ") || $0.hasPrefix("downloads run: received ") || $0.hasPrefix("stopped: ") }, "\(lines)")
        #expect(lines.last == "stopped: 3 completed", "\(lines)")
    }

    @Test("piped, reel downloads run shows no progress")
    func downloadsRunPipedShowsNoProgress() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-progress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let reel = ChildProcess(path: try ReelExecutable.path())
        _ = try await reel.run(["downloads", "add", "--data-dir", directory.path, "s01-1-e001"], killing: nil)
        let run = try await reel.run(["downloads", "run", "--data-dir", directory.path, "--speed", "1000"], killing: nil)
        #expect(run.exitStatus == 0 && run.errors.isEmpty, "\(run)")
        #expect(run.lines.last == "stopped: 1 completed", "\(run)")
    }
}
