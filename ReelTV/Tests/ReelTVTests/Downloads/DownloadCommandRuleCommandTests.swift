import Foundation
@testable import ReelTVModel
import Testing

/// `reel downloads pause|resume|retry|cancel|delete`, run as a person runs it, on a download in
/// each state: it changes the download exactly when ``DownloadCommand/Kind/applies(to:)`` says
/// the command applies, and otherwise refuses, naming the download's state, and changes nothing.
@Suite(.timeLimit(.minutes(10)))
struct DownloadCommandRuleCommandTests {
    @Test("every command on a download in every state: saved when the rule says it applies, refused (exit 1) and unchanged when it doesn't")
    func commandsFollowTheRule() async throws {
        for state in DownloadState.oneOfEach {
            for kind in DownloadCommand.Kind.allCases {
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-rule-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: directory) }
                let before = try Self.storeLibrary(in: directory, withOneDownloadIn: state)
                let outcome = try await ChildProcess(path: try ReelExecutable.path()).run(
                    ["downloads", kind.rawValue, "t", "--concurrency", "1", "--data-dir", directory.path], killing: nil)
                let after = try LibraryDatabase.open(directory: directory).contents().downloads
                let context = "\(kind) on a \(state.name) download: \(outcome)"
                if kind.applies(to: state) {
                    #expect(outcome.exitStatus == 0 && after != before, "\(context)")
                } else {
                    #expect(outcome.exitStatus == 1 && outcome.errors.contains("cannot \(kind.rawValue) t (\(state.name))"), "\(context)")
                    #expect(after == before, "\(context)")
                }
            }
        }
    }

    /// Stores a library in `directory` whose download `t` is in `state` and stays in it when the
    /// library opens with one slot: a queued one waits behind a running one. Returns the
    /// downloads as stored.
    private static func storeLibrary(in directory: URL, withOneDownloadIn state: DownloadState) throws -> [Download] {
        let date = Date(timeIntervalSinceReferenceDate: 800_000_000)
        func download(_ id: String, _ state: DownloadState, position: Int64) -> Download {
            Download(
                episodeID: id, seriesID: "s", seasonNumber: 1, episodeNumber: Int(position), state: state, bytesTotal: 10,
                bytesReceived: state == .completed ? 10 : 4, queuePosition: position, queuedAt: date, updatedAt: date)
        }
        var downloads = [download("t", state, position: 2)]
        if state == .queued { downloads.insert(download("ahead", .downloading, position: 1), at: 0) }
        let database = try LibraryDatabase.open(directory: directory)
        try database.update { db in
            try LibraryDatabase.saveDownloads(from: [:], to: Dictionary(uniqueKeysWithValues: downloads.map { ($0.episodeID, $0) }), in: db)
        }
        return try database.contents().downloads
    }
}
