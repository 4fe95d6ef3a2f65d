import Foundation
import Testing

/// `--chart FILE.svg` as a user meets it when the file cannot be written: one line naming the
/// file and why, exit status 1 (a runtime failure, not a usage error), and no measuring wasted
/// when the path is wrong from the start.
@Suite(.timeLimit(.minutes(10)))
struct ReelBenchChartTests {
    private func reel(_ arguments: [String]) async throws -> ChildOutcome {
        try await ChildProcess(path: try ReelExecutable.path()).run(arguments, killing: nil)
    }

    @Test("a folder or a path in no folder is refused before anything is measured")
    func unwritablePathsAreRefusedFirst() async throws {
        let folder = FileManager.default.temporaryDirectory.path
        let nowhere = "/nonexistent-\(UUID().uuidString)/chart.svg"
        // Without the check first, bench diff's defaults would measure for a minute or more.
        for (path, reason) in [(folder, "it is a folder"), (nowhere, "No such file or directory")] {
            let run = try await reel(["bench", "diff", "--chart", path])
            #expect(run.exitStatus == 1, "\(run)")
            #expect(run.errors == "Error: cannot write to the chart file \(path): \(reason)\n", "\(run)")
            #expect(run.lines.isEmpty, "\(run)")
        }
        #expect(!FileManager.default.fileExists(atPath: nowhere))
    }

    @Test("a chart that fails to write is an error after the results are printed")
    func aFailedWriteKeepsTheResults() async throws {
        let run = try await reel(["bench", "catalog", "--episodes", "20", "--iterations", "1", "--chart", "/dev/full"])
        #expect(run.exitStatus == 1, "\(run)")
        #expect(run.errors == "Error: cannot write to the chart file /dev/full: No space left on device\n", "\(run)")
        #expect(run.lines.first?.hasPrefix("| episodes |") == true, "\(run)")
    }

    @Test("checking the path leaves no file behind; the chart replaces an existing file")
    func theCheckLeavesNothingAndTheChartReplaces() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-chart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let chart = directory.appendingPathComponent("catalog.svg")
        // Refused for its --iterations after the chart's check: the check's file is gone.
        let refused = try await reel(["bench", "catalog", "--episodes", "20", "--iterations", "1", "--chart", chart.path, "--episodes", "0"])
        #expect(refused.exitStatus == 64, "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: chart.path))

        try Data(String(repeating: "x", count: 100_000).utf8).write(to: chart)
        let run = try await reel(["bench", "catalog", "--episodes", "20", "--iterations", "1", "--chart", chart.path])
        #expect(run.exitStatus == 0, "\(run)")
        let svg = try String(contentsOf: chart, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"), "\(svg.prefix(100))")
    }
}
