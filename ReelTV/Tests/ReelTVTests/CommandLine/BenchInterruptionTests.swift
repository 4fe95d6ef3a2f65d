import Foundation
import Testing

/// `reel bench downloads` interrupted — Ctrl-C, a `kill`, a closed terminal — removes the
/// temporary folder holding its library before it ends by the signal, as it does when it
/// finishes.
@Suite(.timeLimit(.minutes(10)))
struct BenchInterruptionTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-interrupt-\(UUID().uuidString)")

    @Test("SIGINT, SIGTERM and SIGHUP leave no temporary folder behind, and the process ends by the signal", arguments: [
        ("INT", 130), ("TERM", 143), ("HUP", 129),
    ])
    func interruptionRemovesTheFolder(signal: String, status: Int) async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Job control keeps SIGINT for the background job, which a script's `&` would ignore.
        let outcome = try await ReelCommand.shell(
            #"""
            set -m
            TMPDIR="$1" "$REEL" bench downloads --tick-ms 1000 > /dev/null &
            for attempt in $(seq 400); do [ -n "$(ls "$1")" ] && break; sleep 0.05; done
            echo "during: $(ls "$1")"
            kill -"$2" %1
            wait %1
            echo "status: $?"
            echo "after: $(ls "$1")"
            """#, [directory.path, signal])
        #expect(outcome.lines.count == 3 && outcome.lines[0].hasPrefix("during: reel-bench-downloads-"), "\(outcome)")
        #expect(outcome.lines.dropFirst() == ["status: \(status)", "after: "], "\(outcome)")
    }
}
