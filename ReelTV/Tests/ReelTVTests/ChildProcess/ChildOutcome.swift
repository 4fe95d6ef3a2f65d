/// How a child process ended and what it wrote, with the moments the parent saw it happen
/// (on `ContinuousClock`), so that tests running several children at once can tell which of
/// their events certainly came before which.
struct ChildOutcome: CustomStringConvertible {
    /// Its process id.
    var pid: Int32
    /// Every line it wrote to standard output before it ended.
    var lines: [String]
    /// When the parent had read each of ``lines``: after the child wrote it.
    var lineReadTimes: [ContinuousClock.Instant]
    /// What it wrote to standard error.
    var errors: String
    /// Whether it was killed with SIGKILL before it ended by itself.
    var killed: Bool
    /// Its exit status, when it exited rather than being killed.
    var exitStatus: Int32?
    /// Just before it was started: before anything it did.
    var started: ContinuousClock.Instant
    /// When SIGKILL was sent to it, if it was.
    var killSent: ContinuousClock.Instant?
    /// Once it had been reaped: after everything it did.
    var ended: ContinuousClock.Instant

    var description: String {
        let end = killed ? "killed" : exitStatus.map { "exit \($0)" } ?? "ended by signal"
        return "pid \(pid), \(end), printed \(lines), stderr \"\(errors)\""
    }
}
