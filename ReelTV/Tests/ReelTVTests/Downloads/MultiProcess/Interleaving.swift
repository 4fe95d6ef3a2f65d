import Foundation

/// What one interleaving of `reel downloads` processes on one library did: each process with
/// what it printed and when, and the library as the test read it between them. Its description
/// is the schedule a failure prints, to replay it by hand or by its seed.
struct Interleaving: CustomStringConvertible {
    /// The library's folder.
    var directory: URL
    /// `--concurrency` of every process.
    var concurrencyLimit: Int
    /// `--speed` of the first and second runs.
    var megabytesPerSecond: Int
    /// The episodes the commands choose from.
    var pool: [String]
    /// Before any process started; times are printed from here.
    var began: ContinuousClock.Instant
    /// Every process, in the order they were started.
    var processes: [ScheduledProcess] = []
    /// Every read of the library, in order.
    var snapshots: [LibrarySnapshot] = []
    /// Reads of the library that failed.
    var readFailures: [String] = []

    var description: String {
        var text = "library \(directory.path), --concurrency \(concurrencyLimit), runs at \(megabytesPerSecond) MB/s, pool \(pool.joined(separator: " "))"
        var events: [(at: ContinuousClock.Instant, text: String)] = processes.map { process in
            let outcome = process.outcome
            var lines = "\n  [\(time(outcome.started))…\(time(outcome.ended))] \(process.role): pid \(outcome.pid) reel \(process.arguments.joined(separator: " "))"
            if let trigger = process.trigger { lines += " (\(trigger)\(outcome.killSent.map { ", sent at \(time($0))" } ?? ""))" }
            lines += ": " + (outcome.killed ? "killed" : outcome.exitStatus.map { "exit \($0)" } ?? "ended by a signal")
            for (line, readAt) in zip(outcome.lines, outcome.lineReadTimes) { lines += "\n      read by \(time(readAt)): \(line)" }
            if !outcome.errors.isEmpty { lines += "\n      stderr: \(outcome.errors.trimmingCharacters(in: .whitespacesAndNewlines))" }
            return (outcome.started, lines)
        }
        events += snapshots.map { snapshot in
            (snapshot.readStarted, "\n  [\(time(snapshot.readStarted))…\(time(snapshot.readEnded))] read \(snapshot.label): \(snapshot.rows)")
        }
        for event in events.sorted(by: { $0.at < $1.at }) { text += event.text }
        for failure in readFailures { text += "\n  \(failure)" }
        return text
    }

    /// `+123.4 ms`: how long after ``began`` `instant` is.
    func time(_ instant: ContinuousClock.Instant) -> String {
        let (seconds, attoseconds) = (instant - began).components
        return "+" + String(format: "%.1f", Double(seconds) * 1_000 + Double(attoseconds) / 1e15) + " ms"
    }
}
