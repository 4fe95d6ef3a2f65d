import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's terminal, taken over for an interactive session: raw mode (keys arrive one by
/// one, unechoed, Ctrl-C as a byte), its size, and its events (keys, resizes, SIGINT, SIGTERM).
///
/// ``restore()`` gives the terminal back its settings and the signals their default actions;
/// call it on every way out (`defer`). Signals stop the session through
/// ``TerminalEvent/terminate``, so the runner's own cleanup runs on the main actor; a main actor
/// that never comes back to its event loop cannot restore anything.
@MainActor
final class TerminalSession {
    private nonisolated static let handledSignals = [SIGINT, SIGTERM, SIGWINCH]

    private var originalSettings: termios
    private var sources: [any DispatchSourceProtocol] = []
    private var isRestored = false

    /// Whether standard input and output are a terminal (not a pipe, a file, CI).
    package nonisolated static var isAvailable: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Takes over the terminal, or returns `nil` when standard input or output is not a
    /// terminal (a pipe, a file, CI) or its settings cannot be changed.
    package init?() {
        guard Self.isAvailable else { return nil }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
        originalSettings = settings
        cfmakeraw(&settings)
        // Output processing stays on, so a stray "\n" (a crash message) still starts a line.
        settings.c_oflag = originalSettings.c_oflag
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0 else { return nil }
    }

    /// The terminal's size in cells, or `nil` when it cannot be read.
    package var size: CGSize? { Self.currentSize() }

    /// The terminal's events, from now until ``restore()``: input bytes as they are read,
    /// ``TerminalEvent/resize(_:)`` on SIGWINCH, ``TerminalEvent/terminate`` on SIGINT, SIGTERM
    /// or the end of the input. Call it once.
    package func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream<TerminalEvent>.makeStream()
        sources = Self.makeSources(reportingTo: continuation)
        for source in sources { source.resume() }
        return stream
    }

    /// The sources that feed `continuation`. They run on a queue of their own, so their
    /// handlers must be made outside the main actor: closures written in a main-actor method
    /// would be main-actor closures, and the runtime stops the process when one runs elsewhere.
    private nonisolated static func makeSources(
        reportingTo continuation: AsyncStream<TerminalEvent>.Continuation
    ) -> [any DispatchSourceProtocol] {
        let queue = DispatchQueue(label: "ReelTerminal.TerminalSession")
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
        input.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count > 0 {
                continuation.yield(.input(Array(buffer[..<count])))
            } else if count == 0 || errno != EINTR && errno != EAGAIN {
                continuation.yield(.terminate)
            }
        }
        var sources: [any DispatchSourceProtocol] = [input]
        for signalNumber in handledSignals {
            // A dispatch source only sees a signal whose default action (ending the process)
            // is turned off.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler {
                if signalNumber == SIGWINCH {
                    if let size = currentSize() { continuation.yield(.resize(size)) }
                } else {
                    continuation.yield(.terminate)
                }
            }
            sources.append(source)
        }
        return sources
    }

    /// Gives the terminal its settings back, stops the events and restores the signals'
    /// default actions. Later calls do nothing.
    package func restore() {
        guard !isRestored else { return }
        isRestored = true
        for source in sources { source.cancel() }
        sources = []
        for signalNumber in Self.handledSignals { signal(signalNumber, SIG_DFL) }
        var settings = originalSettings
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    private nonisolated static func currentSize() -> CGSize? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return CGSize(width: Int(window.ws_col), height: Int(window.ws_row))
    }
}
