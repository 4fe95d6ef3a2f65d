/// One `reel downloads` process of an interleaving: what it was for, its command, when it was
/// to be killed, and how it went.
struct ScheduledProcess {
    /// Its part in the interleaving.
    enum Role: CustomStringConvertible {
        /// Queues the first downloads, before anything else runs.
        case setup
        /// The `run` in the background while the steps go on, stopping after `milliseconds`.
        case firstRun(forMilliseconds: Int)
        /// A person's command, one after another while the first run goes on.
        case step(Int)
        /// A second `run`, as one of the steps, stopping after `milliseconds` if it runs at all.
        case secondRun(step: Int, forMilliseconds: Int)
        /// The `run` alone once every other process has ended, until nothing is left to run.
        case finalRun

        var description: String {
            switch self {
            case .setup: "setup"
            case .firstRun(let milliseconds): "first run (for \(milliseconds) ms, in the background)"
            case .step(let step): "step \(step)"
            case .secondRun(let step, let milliseconds): "step \(step), second run (for \(milliseconds) ms)"
            case .finalRun: "final run"
            }
        }

        /// Whether the process runs transfers (or tries to).
        var isRun: Bool {
            switch self {
            case .firstRun, .secondRun, .finalRun: true
            case .setup, .step: false
            }
        }
    }

    var role: Role
    var command: KillCommand
    /// Everything after `reel`, for the record.
    var arguments: [String]
    var trigger: KillTrigger?
    var outcome: ChildOutcome

    /// Whether its lifetime and `other`'s overlap, as far as the test saw them.
    func overlaps(_ other: ScheduledProcess) -> Bool {
        outcome.started < other.outcome.ended && other.outcome.started < outcome.ended
    }

    /// The `saved` lines it printed that only transfers make: completed or failed downloads.
    var transferLines: [String] {
        outcome.lines.filter { line in SavedLine(line).map { ["completed", "failed"].contains($0.state) } ?? false }
    }
}
