import Foundation
import Testing

/// `reel bench detail`, and `reel demo --measure`, the name it had before, which still runs it
/// and says so.
@Suite(.timeLimit(.minutes(10)))
struct ReelBenchDetailCommandTests {
    private func reel(_ arguments: [String]) async throws -> ChildOutcome {
        try await ChildProcess(path: try ReelExecutable.path()).run(arguments, killing: nil)
    }

    private func strategies(_ run: ChildOutcome) throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: Data(run.lines.joined(separator: "\n").utf8)) as? [[String: Any]]
        return json?.compactMap { $0["strategy"] as? String } ?? []
    }

    @Test func measuresBothStrategies() async throws {
        let run = try await reel(["bench", "detail", "--runs", "1", "--json"])
        #expect(run.exitStatus == 0 && run.errors.isEmpty, "\(run)")
        #expect(try strategies(run) == ["eager", "lazy"], "\(run)")
    }

    @Test("demo --measure runs the same measurement, with a note pointing to bench detail")
    func demoMeasureIsAnAlias() async throws {
        let run = try await reel(["demo", "--measure", "--runs", "1", "--json"])
        #expect(run.exitStatus == 0, "\(run)")
        #expect(run.errors == "reel: demo --measure is now reel bench detail, which takes the same options\n", "\(run)")
        #expect(try strategies(run) == ["eager", "lazy"], "\(run)")
    }

    @Test("the measurement's options go with --measure only")
    func measurementOptionsNeedMeasure() async throws {
        for option in [["--json"], ["--chart", "x.svg"], ["--trace", "x.json"]] {
            let run = try await reel(["demo"] + option)
            #expect(run.exitStatus == 64 && run.errors.contains("Error: \(option[0]) goes with --measure"), "\(run)")
        }
    }
}
