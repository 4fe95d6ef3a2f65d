import Foundation
import Testing

/// Compares a scripted run's output with the snapshot stored beside this file, under
/// `Snapshots/NAME.txt`. With `REEL_RECORD_SNAPSHOTS=1` (or when the file is missing) it writes
/// the snapshot instead, and a missing one still fails the test so that nobody forgets to
/// review it.
enum ScenarioSnapshot {
    static func expect(_ output: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots").appendingPathComponent("\(name).txt")
        let recording = ProcessInfo.processInfo.environment["REEL_RECORD_SNAPSHOTS"] == "1"
        guard !recording, let stored = try? String(contentsOf: url, encoding: .utf8) else {
            do {
                try output.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not write the snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            if !recording {
                Issue.record("recorded a new snapshot at \(url.path); review it and run again", sourceLocation: sourceLocation)
            }
            return
        }
        #expect(output == stored, "the run differs from \(url.path) (REEL_RECORD_SNAPSHOTS=1 rewrites it)", sourceLocation: sourceLocation)
    }
}
