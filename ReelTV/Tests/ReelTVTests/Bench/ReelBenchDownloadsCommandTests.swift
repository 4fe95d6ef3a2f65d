import Foundation
import ReelTVModel
import Testing

/// `reel bench downloads` chooses its speed for the downloads that actually run at once: slots
/// beyond the downloads make none of them faster, so they must not make the speed slower.
@Suite(.timeLimit(.minutes(10)))
struct ReelBenchDownloadsCommandTests {
    @Test("one download with a thousand slots gets the whole run's speed: its size over the run's 15 seconds")
    func speedIsForTheDownloadsRunningAtOnce() async throws {
        let outcome = try await ReelCommand.run(["bench", "downloads", "--downloads", "1", "--concurrency", "1000", "--tick-ms", "200", "--json"])
        #expect(outcome.exitStatus == 0, "\(outcome)")
        let result = try JSONSerialization.jsonObject(with: Data(outcome.lines.joined(separator: "\n").utf8)) as? [String: Any]
        let size = try #require(CatalogLoader.loadBundled().series.first?.firstEpisode?.downloadBytes)
        #expect(result?["bytes_per_second_per_download"] as? Int == Int(Double(size) / 15), "\(outcome)")
    }
}
