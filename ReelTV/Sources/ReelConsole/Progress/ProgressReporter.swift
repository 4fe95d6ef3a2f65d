import Foundation
import ReelStream

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows a long command's progress on one line of a terminal, redrawn in place: what is
/// running, a bar, how far it is, and an estimate of the time left.
///
/// A command makes one with ``onStandardError(quiet:)``, which draws only when standard error
/// is a terminal and the person did not ask for quiet; otherwise every call does nothing. Call
/// ``begin(_:total:completed:unit:)`` for each stage of the work, ``advance(by:)`` or
/// ``update(completed:total:)`` as it goes — between timed runs, never inside one — and
/// ``finish(_:)`` before printing results (in a `defer` too, so an error's message starts on a
/// line of its own). The line is redrawn at most ten times a second, however often it is
/// told, so reporting costs nothing worth measuring.
package final class ProgressReporter: Sendable {
    /// Where the line is drawn.
    package struct Terminal: Sendable {
        /// Writes text to the terminal.
        package var write: @Sendable (String) -> Void
        /// The terminal's width in columns.
        package var width: @Sendable () -> Int

        package init(write: @escaping @Sendable (String) -> Void, width: @escaping @Sendable () -> Int) {
            self.write = write
            self.width = width
        }
    }

    /// The shortest time between two redraws, in seconds.
    static let redrawInterval = 0.1

    private struct State {
        var line = ProgressLine(label: "", completed: 0, total: 0, unit: .count(""))
        /// When the current stage began, and how much was done then.
        var stageStart = 0.0
        var completedAtStart: Int64 = 0
        var lastDraw: Double?
        var isShowing = false
    }

    private let terminal: Terminal?
    private let clock: @Sendable () -> Double
    private let state = GuardedState(State())

    /// A reporter drawing on `terminal`, timing with `clock` (seconds from any fixed moment).
    package init(terminal: Terminal, clock: @escaping @Sendable () -> Double) {
        self.terminal = terminal
        self.clock = clock
    }

    private init() {
        terminal = nil
        clock = { 0 }
    }

    /// A reporter that shows nothing.
    package static let silent = ProgressReporter()

    /// A reporter on standard error when it is a terminal and `quiet` is false; else ``silent``.
    package static func onStandardError(quiet: Bool) -> ProgressReporter {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return silent }
        let terminal = Terminal(
            write: { text in
                var output = FileDescriptorOutput.standardError
                output.write(text)
            },
            width: {
                var size = winsize()
                guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
                return Int(size.ws_col)
            })
        return ProgressReporter(terminal: terminal) { ProcessInfo.processInfo.systemUptime }
    }

    /// Whether this reporter draws anything at all.
    package var isSilent: Bool { terminal == nil }

    /// Starts a stage of the work: `label` says what is running; `total` is how much there is
    /// to do in `unit` (zero when unknown), `completed` how much of it is already done.
    package func begin(_ label: String, total: Int64 = 0, completed: Int64 = 0, unit: ProgressUnit = .count("")) {
        guard terminal != nil else { return }
        let now = clock()
        state.withLock { state in
            state.line = ProgressLine(label: label, completed: completed, total: total, unit: unit)
            state.stageStart = now
            state.completedAtStart = completed
            draw(&state, now: now)
        }
    }

    /// `amount` more of the current stage is done.
    package func advance(by amount: Int64 = 1) {
        guard terminal != nil else { return }
        let now = clock()
        state.withLock { state in
            state.line.completed = state.line.completed.addingSaturating(amount)
            draw(&state, now: now)
        }
    }

    /// `completed` of `total` of the current stage is done (the total may change as work is
    /// added or removed), and `label`, if given, says what is running now.
    package func update(completed: Int64, total: Int64, label: String? = nil) {
        guard terminal != nil else { return }
        let now = clock()
        state.withLock { state in
            state.line.completed = completed
            state.line.total = total
            if let label { state.line.label = label }
            draw(&state, now: now)
        }
    }

    /// Erases the line, so that something else can be written on the terminal; the next
    /// redraw shows it again.
    package func clear() {
        guard let terminal else { return }
        state.withLock { state in
            if state.isShowing { terminal.write("\r\u{1B}[K") }
            state.isShowing = false
        }
    }

    /// Erases the line for good and, given a `summary`, writes it as a line of its own.
    package func finish(_ summary: String? = nil) {
        guard let terminal else { return }
        clear()
        if let summary { terminal.write(summary + "\n") }
    }

    private func draw(_ state: inout State, now: Double) {
        guard let terminal else { return }
        if let last = state.lastDraw, now - last < Self.redrawInterval { return }
        // In floating point: amounts from outside (a library's sizes) may be anywhere in
        // Int64's range, where their differences would overflow.
        let done = Double(state.line.completed) - Double(state.completedAtStart)
        let elapsed = now - state.stageStart
        // Nothing to estimate from before anything is done, and nothing left once all is.
        let left = Double(state.line.total) - Double(state.line.completed)
        state.line.secondsLeft = done > 0 && left > 0 ? elapsed * left / done : nil
        terminal.write("\r" + state.line.text(width: terminal.width()) + "\u{1B}[K")
        state.lastDraw = now
        state.isShowing = true
    }
}
