import Foundation
import ReelTVModel
import ReelTVTestSupport

/// Runs one random interleaving of `reel downloads` processes on a new library: queues some
/// downloads, starts a `run` in the background (SIGKILLed at a random moment now and then), and
/// meanwhile runs the person's commands one after another (some of them SIGKILLed, one of them
/// sometimes a second `run`); once every process has ended, a last `run` alone until nothing is
/// left to run. It reads the library before and after each of them (reads that never keep a
/// writer waiting: see ``LibraryDatabase/openForReading(directory:busyTimeout:)``).
///
/// The person's commands pick their downloads from the last read, so most of them apply; some
/// find that the background run got there first and are refused.
struct InterleavingRunner {
    /// `--tick-ms` of every run: each tick is one saved transaction.
    static let tickMilliseconds = 10
    /// `--speed` of the final run: a gigabyte per tick, so it finishes any episode in a few.
    static let finalMegabytesPerSecond = 100_000
    /// How long the final run may take before it is taken as hung (killed and reported).
    static let finalRunLimitMilliseconds = 20_000

    let reel: ChildProcess
    private(set) var interleaving: Interleaving

    /// A new interleaving in `directory` (which must not exist yet) on a random `--concurrency`,
    /// speed and pool of six of `episodeIDs`.
    init(reel: ChildProcess, directory: URL, episodeIDs: [String], fuzz: inout SeededCase) {
        self.reel = reel
        var pool: [String] = []
        while pool.count < 6 {
            let id = episodeIDs[fuzz.index(below: episodeIDs.count)]
            if !pool.contains(id) { pool.append(id) }
        }
        interleaving = Interleaving(
            directory: directory, concurrencyLimit: fuzz.int(in: 1...3), megabytesPerSecond: fuzz.int(in: 1_000...4_000), pool: pool,
            began: ContinuousClock().now)
    }

    /// Runs the interleaving and returns what happened.
    mutating func run(fuzz: inout SeededCase) async throws -> Interleaving {
        try await runInForeground(.add(fuzz.some(of: interleaving.pool)), role: .setup, trigger: nil)
        read("after the setup")

        let runFor = fuzz.int(in: 300...900)
        let firstRun = KillCommand.run(failing: fuzz.chance(0.4) ? 1 : 0)
        let firstRole = ScheduledProcess.Role.firstRun(forMilliseconds: runFor)
        let firstArguments = arguments(firstRun, role: firstRole)
        var firstTrigger: KillTrigger?
        if fuzz.chance(0.4) {
            firstTrigger =
                fuzz.chance(0.5)
                ? .afterMilliseconds(fuzz.int(in: 0...runFor))
                : .afterSavedLines(fuzz.int(in: 1...3), thenMilliseconds: fuzz.int(in: 0...30))
        }
        let reel = reel
        let firstIndex = interleaving.processes.count
        async let first = reel.run(firstArguments, killing: firstTrigger)

        let steps = fuzz.int(in: 2...4)
        let secondRunStep = fuzz.chance(0.5) ? fuzz.int(in: 0...(steps - 1)) : nil
        for step in 0..<steps {
            try await Task.sleep(for: .milliseconds(fuzz.int(in: 0...40)))
            if step == secondRunStep {
                // Half the time as soon as its turn comes, maybe racing the first run for the
                // library; else once the first run is seen transferring.
                if fuzz.chance(0.5) { try await waitForTransfers() }
                let role = ScheduledProcess.Role.secondRun(step: step, forMilliseconds: fuzz.int(in: 100...200))
                try await runInForeground(.run(failing: 0), role: role, trigger: nil)
            } else {
                try await runInForeground(nextCommand(fuzz: &fuzz), role: .step(step), trigger: fuzz.chance(0.35) ? .afterMilliseconds(fuzz.int(in: 0...200)) : nil)
            }
            read("after step \(step)")
        }

        let firstOutcome = try await first
        interleaving.processes.insert(
            ScheduledProcess(role: firstRole, command: firstRun, arguments: firstArguments, trigger: firstTrigger, outcome: firstOutcome),
            at: firstIndex)
        read("after the first run ended")
        try await runInForeground(.run(failing: 0), role: .finalRun, trigger: .afterMilliseconds(Self.finalRunLimitMilliseconds))
        read("after the final run", checkingFile: true)
        return interleaving
    }

    /// Reads the library until some download has bytes (so the first run, the only one started
    /// by then, has transferred) or for at most `limit` milliseconds, and keeps the last read.
    private mutating func waitForTransfers(limit: Int = 600) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(limit)
        while clock.now < deadline {
            let downloads = try? LibrarySnapshot.read(interleaving.directory, label: "").downloads
            if downloads?.contains(where: { $0.bytesReceived > 0 }) == true { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        read("before the second run")
    }

    /// A person's command on downloads of the last read (or episodes of the pool without one).
    private func nextCommand(fuzz: inout SeededCase) -> KillCommand {
        let stored = interleaving.snapshots.last?.downloads ?? []
        let weights = [("add", 2), ("pause", 3), ("resume", 2), ("retry", 2), ("cancel", 1), ("delete", 1)]
        let choices = weights.map { name, weight in
            let ids = KillCommand.targets(of: name, stored: stored, pool: interleaving.pool)
            return (name: name, ids: ids, weight: ids.isEmpty ? 0 : weight)
        }
        let choice = fuzz.pick(choices, weight: \.weight)
        return choice.name == "add" ? .add(fuzz.some(of: choice.ids)) : .change(choice.name, fuzz.some(of: choice.ids))
    }

    private mutating func runInForeground(_ command: KillCommand, role: ScheduledProcess.Role, trigger: KillTrigger?) async throws {
        let arguments = arguments(command, role: role)
        let outcome = try await reel.run(arguments, killing: trigger)
        interleaving.processes.append(ScheduledProcess(role: role, command: command, arguments: arguments, trigger: trigger, outcome: outcome))
    }

    /// The command with the options every command gets, and for a run its speed and how long
    /// its role lets it go on.
    private func arguments(_ command: KillCommand, role: ScheduledProcess.Role) -> [String] {
        let arguments = ["downloads"] + command.arguments + ["--data-dir", interleaving.directory.path, "--concurrency", "\(interleaving.concurrencyLimit)"]
        switch role {
        case .setup, .step: return arguments
        case .firstRun(let milliseconds), .secondRun(_, let milliseconds): return arguments + runOptions(interleaving.megabytesPerSecond) + ["--for", "\(milliseconds)"]
        case .finalRun: return arguments + runOptions(Self.finalMegabytesPerSecond)
        }
    }

    private func runOptions(_ megabytesPerSecond: Int) -> [String] {
        ["--speed", "\(megabytesPerSecond)", "--tick-ms", "\(Self.tickMilliseconds)"]
    }

    private mutating func read(_ label: String, checkingFile: Bool = false) {
        do {
            interleaving.snapshots.append(try LibrarySnapshot.read(interleaving.directory, label: label, checkingFile: checkingFile))
        } catch {
            interleaving.readFailures.append("the library could not be read \(label): \(error)")
        }
    }
}
