import Foundation
import ReelDownloadsCommand
import Testing

/// The episode ids of `reel downloads add|pause|…`, which reel picks out of the command line
/// itself: ArgumentParser parses a list of values in time quadratic in its length.
@Suite(.timeLimit(.minutes(10)))
struct EpisodeIDArgumentsTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-ids-\(UUID().uuidString)")

    @Test("the ids are every word that is neither an option nor an option's value, and everything after --; ArgumentParser gets the first")
    func idsArePickedOut() {
        let (forParser, ids) = EpisodeIDArguments.split(
            ["downloads", "pause", "e1", "--data-dir", "-d", "e2", "--concurrency=4", "--help", "e3", "--", "--e4", "e5"])
        #expect(ids == ["e1", "e2", "e3", "--e4", "e5"])
        #expect(forParser == ["downloads", "pause", "--data-dir", "-d", "--concurrency=4", "--help", "--", "e1"])
        #expect(EpisodeIDArguments.split(["downloads", "run", "--for", "5"]).episodeIDs == nil)
        #expect(EpisodeIDArguments.split(["downloads", "pause"]).forParser == ["downloads", "pause"])
    }

    @Test("the options taking a value that reel skips over are exactly those the commands taking ids declare", arguments: [
        "add", "pause", "resume", "retry", "cancel", "delete",
    ])
    func valueOptionsMatchTheCommands(command: String) async throws {
        let help = try await ReelCommand.run(["downloads", command, "--help"])
        #expect(help.exitStatus == 0, "\(help)")
        let declared = help.lines.compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard words.count >= 2, words[0].hasPrefix("--"), words[1].hasPrefix("<") else { return nil }
            return String(words[0])
        }
        #expect(!declared.isEmpty && Set(declared).isSubset(of: EpisodeIDArguments.valueOptions), "\(declared)")
    }

    @Test("27,400 ids on the command line are parsed and applied: every download they name is paused")
    func manyIDsArePausedTogether() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let added = try await ReelCommand.run(["downloads", "add", "s01-1-e001", "s01-1-e002", "--data-dir", directory.path])
        #expect(added.exitStatus == 0, "\(added)")
        // Each id many times over: ArgumentParser took 13 s for as many values in a release build.
        let ids = (0..<13_700).flatMap { _ in ["s01-1-e001", "s01-1-e002"] }
        let paused = try await ReelCommand.run(["downloads", "pause", "--data-dir", directory.path] + ids)
        #expect(paused.exitStatus == 0, "\(paused)")
        #expect(paused.lines == ["saved s01-1-e001 paused 0/675956557", "saved s01-1-e002 paused 0/286404330"], "\(paused)")
    }
}
