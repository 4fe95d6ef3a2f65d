
/// What must hold after an interleaving of `reel downloads` processes on one library, checked
/// against what each process printed and what the test read:
///
/// - every read finds the file readable and its rows consistent (``DownloadsInvariants``);
/// - whatever was known to be in the library (a `saved` line, a read) is still there later, or
///   something a command that may have run in between can lead to; and a download's bytes never
///   go backwards unless it may have been removed and queued again in between (see
///   ``KillCommand/contradictions(episodeID:saved:found:through:)``);
/// - writers wait for a busy library: a command not killed either succeeds or is refused for
///   the state it found ("nothing was changed");
/// - one run at a time: a run refused (exit 1) names the pid of a run that was running then, and
///   transferred nothing; a run with no other running is never refused (a killed run's hold
///   ends with it); and a second run that certainly ran while the first held the library is
///   refused;
/// - the final run, alone, leaves nothing queued or running.
///
/// "Later" is only what the schedule makes certain (``LibraryObservation/isCertainlyBefore(_:)``),
/// and "may have run in between" every process whose lifetime overlaps the span, so the checks
/// hold however the processes were scheduled.
struct InterleavingOracle {
    let interleaving: Interleaving

    /// Every way the interleaving breaks the rules; empty when it keeps them.
    func violations() -> [String] {
        interleaving.readFailures + readViolations() + commandViolations() + runViolations() + observationViolations()
    }

    private func readViolations() -> [String] {
        var problems: [String] = []
        for snapshot in interleaving.snapshots {
            let ids = snapshot.downloads.map(\.episodeID)
            let duplicated = Set(ids.filter { id in ids.filter { $0 == id }.count > 1 }).sorted()
            if !duplicated.isEmpty { problems.append("the read \(snapshot.label) has more than one row for \(duplicated.joined(separator: ", "))") }
            problems += DownloadsInvariants.violations(of: snapshot.downloads, concurrencyLimit: interleaving.concurrencyLimit)
                .map { "the read \(snapshot.label): \($0)" }
        }
        if let final = interleaving.processes.last, case .finalRun = final.role, final.outcome.exitStatus == 0, let last = interleaving.snapshots.last {
            let left = last.downloads.filter(\.state.isActive).map { "\($0.episodeID) (\($0.state.name))" }
            if !left.isEmpty { problems.append("the final run ended by itself, yet left \(left.joined(separator: ", ")) to run") }
        }
        return problems
    }

    /// A command that was not killed succeeded or was refused whole.
    private func commandViolations() -> [String] {
        interleaving.processes.filter { !$0.role.isRun && !$0.outcome.killed }.compactMap { process in
            let outcome = process.outcome
            if outcome.exitStatus == 0 { return nil }
            if case .step = process.role, outcome.exitStatus == 1, outcome.errors.contains("nothing was changed") { return nil }
            return "\(process.role) (pid \(outcome.pid), \(process.command)) failed: \(outcome)"
        }
    }

    /// One run at a time, and the run that is refused says which process has the library.
    private func runViolations() -> [String] {
        let runs = interleaving.processes.filter(\.role.isRun)
        var problems: [String] = []
        for run in runs {
            let outcome = run.outcome
            if outcome.killed {
                if case .finalRun = run.role { problems.append("the final run, alone, did not end (killed): \(outcome)") }
                continue
            }
            guard outcome.exitStatus == 1 else {
                if outcome.exitStatus != 0 { problems.append("\(run.role) failed: \(outcome)") }
                continue
            }
            let others = runs.filter { $0.outcome.pid != outcome.pid && $0.overlaps(run) }
            let named = Set(outcome.errors.split(whereSeparator: { !$0.isNumber }).compactMap { Int32($0) })
            if others.isEmpty {
                problems.append("\(run.role) exited 1 though no other run was running, so nothing could refuse it: \(outcome)")
            } else if !others.contains(where: { named.contains($0.outcome.pid) }) {
                problems.append("\(run.role) was refused without naming the pid of the run holding the library (\(others.map { "\($0.outcome.pid)" }.joined(separator: " or "))): \(outcome)")
            }
            if !run.transferLines.isEmpty { problems.append("\(run.role) was refused, yet ran transfers: \(outcome)") }
        }
        return problems + secondRunViolations()
    }

    /// The second run must be refused when the first certainly held the library all through it:
    /// the read before it found bytes received, which only the first run (the only one started
    /// by then) can have moved, so the first had the library; the read after it still found a
    /// download to run, and no step before it could add, resume or retry one (runs never do), so
    /// there was one all along and the first run had no reason to stop; and it ended before the
    /// first run was killed or could reach its `--for`.
    private func secondRunViolations() -> [String] {
        guard let (first, second, before, after) = secondRunCertainlyRefused, second.outcome.exitStatus != 1 else { return [] }
        return [
            "the second run (pid \(second.outcome.pid)) started while the first (pid \(first.outcome.pid)) certainly held the library (read \(before.label): \(before.rows); read \(after.label): \(after.rows)), yet was not refused: \(second.outcome)"
        ]
    }

    /// Whether the interleaving had a second run that the first run certainly held the library
    /// all through (see ``secondRunViolations()``): the two runs, and the reads before and after it.
    var secondRunCertainlyRefused: (first: ScheduledProcess, second: ScheduledProcess, before: LibrarySnapshot, after: LibrarySnapshot)? {
        guard let second = interleaving.processes.first(where: { if case .secondRun = $0.role { true } else { false } }),
            let first = interleaving.processes.first(where: { if case .firstRun = $0.role { true } else { false } }),
            case .firstRun(let firstFor) = first.role,
            let before = interleaving.snapshots.last(where: { $0.readEnded < second.outcome.started }),
            let after = interleaving.snapshots.first(where: { $0.readStarted > second.outcome.ended })
        else { return nil }
        let transferred = before.downloads.contains { $0.bytesReceived > 0 }
        let activating = interleaving.processes.contains { process in
            guard case .step = process.role, process.outcome.started < second.outcome.started else { return false }
            switch process.command {
            case .add: return true
            case .change(let name, _): return name == "resume" || name == "retry"
            case .run: return false
            }
        }
        let stillRunnable = after.downloads.contains(where: \.state.isActive)
        let firstStillOn =
            (first.outcome.killSent.map { $0 > second.outcome.ended } ?? true) && (first.outcome.killed || first.outcome.exitStatus == 0)
            && second.outcome.ended < first.outcome.started + .milliseconds(firstFor)
        return transferred && !activating && stillRunnable && firstStillOn ? (first, second, before, after) : nil
    }

    /// Nothing known to be in the library is lost or contradicted later.
    private func observationViolations() -> [String] {
        let observations = LibraryObservation.all(in: interleaving)
        var problems: [String] = []
        for earlier in observations {
            for later in observations where earlier.isCertainlyBefore(later) {
                let ids = Set(earlier.downloads.keys).union(later.downloads.keys).sorted()
                let between = interleaving.processes.filter { $0.outcome.ended > earlier.earliest && $0.outcome.started < later.latest }.map(\.command)
                for id in ids {
                    guard case .some(let saved) = earlier.about(id), case .some(let found) = later.about(id) else { continue }
                    problems += KillCommand.contradictions(episodeID: id, saved: saved, found: found, through: between)
                        .map { "\(earlier.source), then \(later.source): \($0)" }
                }
            }
        }
        return problems
    }
}
