import Foundation
import Testing

/// `reel bench catalog` as a user runs it: a table or JSON of each size and the growth between
/// them, and a usage error for sizes it cannot measure.
@Suite(.timeLimit(.minutes(10)))
struct ReelBenchCatalogCommandTests {
    private func reel(_ arguments: [String]) async throws -> ChildOutcome {
        try await ChildProcess(path: try ReelExecutable.path()).run(["bench", "catalog"] + arguments, killing: nil)
    }

    @Test func smallSizesReportEachSizeAndTheGrowth() async throws {
        let run = try await reel(["--episodes", "300", "30", "--iterations", "1", "--json"])
        #expect(run.exitStatus == 0, "\(run)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run.lines.joined(separator: "\n").utf8)) as? [String: Any], "\(run)")
        let sizes = try #require(json["sizes"] as? [[String: Any]], "\(run)")
        // Fewest episodes first, whatever the order given.
        #expect(sizes.map { $0["episodes"] as? Int } == [30, 300], "\(run)")
        #expect(sizes.allSatisfy { ($0["median_seconds"] as? Double).map { $0 > 0 } == true }, "\(run)")
        #expect(json["size_ratio"] as? Double == 10, "\(run)")
        #expect(json["load_time_growth"] is Double, "\(run)")

        let table = try await reel(["--episodes", "20", "40", "--iterations", "1"])
        #expect(table.exitStatus == 0, "\(table)")
        #expect(table.lines.contains { $0.hasPrefix("20 → 40 episodes (2×): load time ") }, "\(table)")
    }

    @Test func sizesOutOfRangeOrRepeatedAreUsageErrors() async throws {
        for (arguments, message) in [
            (["--episodes", "0"], "--episodes must be between 1 and 1000000, got 0"),
            (["--episodes", "1000001"], "--episodes must be between 1 and 1000000, got 1000001"),
            (["--episodes", "10", "10"], "--episodes lists 10 twice"),
            (["--iterations", "0"], "--iterations must be between 1 and 1000, got 0"),
        ] {
            let run = try await reel(arguments)
            #expect(run.exitStatus == 64 && run.errors.contains(message) && run.lines.isEmpty, "\(arguments): \(run)")
        }
    }
}
