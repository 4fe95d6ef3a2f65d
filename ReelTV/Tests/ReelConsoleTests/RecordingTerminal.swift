import Synchronization
import ReelConsole
import ReelStream

/// A terminal for a ``ProgressReporter`` under test: it records what is written, and its clock
/// moves only when the test says.
final class RecordingTerminal: Sendable {
    private struct State {
        var writes: [String] = []
        var now = 0.0
        var width = 80
    }

    private let state = Mutex(State())

    /// Everything written, one string per write.
    var writes: [String] { state.withLock { $0.writes } }

    /// Moves the clock on by `seconds`.
    func wait(_ seconds: Double) { state.withLock { $0.now += seconds } }

    /// Makes the terminal `columns` wide.
    func resize(to columns: Int) { state.withLock { $0.width = columns } }

    /// Forgets what was written so far.
    func clearWrites() { state.withLock { $0.writes = [] } }

    /// A reporter drawing here, on this clock.
    func reporter() -> ProgressReporter {
        ProgressReporter(
            terminal: ProgressReporter.Terminal(
                write: { text in self.state.withLock { $0.writes.append(text) } }, width: { self.state.withLock { $0.width } }),
            clock: { self.state.withLock { $0.now } })
    }
}
