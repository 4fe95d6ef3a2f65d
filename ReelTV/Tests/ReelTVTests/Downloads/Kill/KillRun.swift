import Foundation
import ReelTVModel
import ReelTVTestSupport
import Testing

/// One library folder of the kill test: `reel downloads` commands run on it one after another,
/// most of them killed at a random point, and the library checked after each.
struct KillRun {
    let reel: ChildProcess
    let directory: URL
    let concurrencyLimit: Int

    /// Runs commands until `kills` of them were killed before they ended; false once a check
    /// failed (and was recorded).
    mutating func killRepeatedly(_ kills: Int, pool: [String], fuzz: inout SeededCase) async throws -> Bool {
        var killed = 0
        var saved = SavedDownloads()
        var stored: [Download] = []
        // A short command is killed only when its random moment comes before it ends, so the
        // faster reel gets the fewer land: the cap leaves room for many misses.
        for cycle in 0..<(kills * 20) where killed < kills {
            let command = Self.nextCommand(stored: stored, pool: pool, fuzz: &fuzz)
            let trigger = Self.trigger(for: command, fuzz: &fuzz)
            let outcome = try await reel.run(options(command), killing: trigger)
            let context = "cycle \(cycle): \(command), \(trigger.map(String.init(describing:)) ?? "no kill"); printed \(outcome.lines); stderr \(outcome.errors); \(fuzz)"
            if outcome.killed {
                killed += 1
            } else if outcome.exitStatus != 0 {
                Issue.record("exit status \(outcome.exitStatus.map(String.init) ?? "none") on \(context)")
                return false
            }
            for line in outcome.lines.compactMap(SavedLine.init) { saved.record(line) }
            do {
                stored = try LibraryDatabase.open(directory: directory).contents().downloads
            } catch {
                Issue.record("the library does not open: \(error) on \(context)")
                return false
            }
            let problems = DownloadsInvariants.violations(of: stored, concurrencyLimit: concurrencyLimit)
                + saved.violations(of: stored, after: command)
            guard problems.isEmpty else {
                Issue.record("\(problems.joined(separator: "; ")) on \(context)")
                return false
            }
            saved = SavedDownloads(stored)
        }
        #expect(killed == kills, "only \(killed) of \(kills) commands were killed before they ended, \(fuzz)")
        return true
    }

    /// The command with the options every command gets.
    private func options(_ command: KillCommand) -> [String] {
        var arguments = ["downloads"] + command.arguments + ["--data-dir", directory.path, "--concurrency", "\(concurrencyLimit)"]
        if case .run = command {
            arguments += ["--speed", "\(DownloadKillTests.bytesPerSecond / 1_000_000)", "--tick-ms", "\(DownloadKillTests.tickMilliseconds)"]
        }
        return arguments
    }

    /// Mostly runs while something is left to download, with the person's commands between.
    private static func nextCommand(stored: [Download], pool: [String], fuzz: inout SeededCase) -> KillCommand {
        let targets = { (name: String) in KillCommand.targets(of: name, stored: stored, pool: pool) }
        let active = targets("pause")
        let choices: [(weight: Int, command: String, ids: [String])] = [
            (active.isEmpty ? 0 : 12, "run", []),
            (targets("add").isEmpty ? 0 : (active.isEmpty ? 6 : 1), "add", targets("add")),
            (active.isEmpty ? 0 : 1, "pause", active),
            (targets("resume").isEmpty ? 0 : 2, "resume", targets("resume")),
            (targets("retry").isEmpty ? 0 : 2, "retry", targets("retry")),
            (stored.isEmpty ? 0 : (active.isEmpty ? 2 : 1), "delete", targets("delete")),
        ]
        let choice = fuzz.pick(choices, weight: \.weight)
        switch choice.command {
        case "run": return .run(failing: fuzz.chance(0.3) ? 1 : 0)
        case "add": return .add(fuzz.some(of: choice.ids))
        default: return .change(choice.command, fuzz.some(of: choice.ids))
        }
    }

    /// Most runs are killed a moment after some of their saves, the others at any moment
    /// (starting up, opening the library, transferring); a third of the short commands are
    /// killed at any moment, and the rest finish, so that the runs have something to do.
    private static func trigger(for command: KillCommand, fuzz: inout SeededCase) -> KillTrigger? {
        guard case .run = command else { return fuzz.chance(0.35) ? .afterMilliseconds(fuzz.int(in: 0...150)) : nil }
        guard fuzz.chance(0.35) else { return .afterSavedLines(fuzz.int(in: 1...4), thenMilliseconds: fuzz.int(in: 0...40)) }
        return .afterMilliseconds(fuzz.int(in: 0...400))
    }
}
