import Dispatch
import Foundation
import Synchronization

/// A path for a command's scratch folder in the system's temporary folder, removed with
/// everything in it when the command is done — or when the process is stopped before that by
/// SIGINT (Ctrl-C), SIGTERM or SIGHUP, which a `defer` alone misses.
package final class TemporaryFolder: Sendable {
    /// The folder (created by whoever writes into it).
    package let url: URL

    /// A new, unused path whose name starts with `prefix`, removed on interruption from now on.
    package init(prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        Self.interruptionCleanup.register(url)
    }

    /// Removes the folder and whatever it holds.
    package func remove() {
        Self.interruptionCleanup.unregister(url)
        try? FileManager.default.removeItem(at: url)
    }

    private static let interruptionCleanup = InterruptionCleanup()

    /// The folders to remove if the process is interrupted, and the signal handling that does it.
    private final class InterruptionCleanup: Sendable {
        private struct State {
            var folders: Set<URL> = []
            /// Kept for the life of the process: a source that goes away stops handling its signal.
            var sources: [any DispatchSourceSignal] = []
        }

        private let state = Mutex(State())

        func register(_ folder: URL) {
            state.withLock { state in
                if state.sources.isEmpty {
                    state.sources = makeSignalSources()
                    atexit { waitForInterruption() }
                }
                state.folders.insert(folder)
            }
        }

        func unregister(_ folder: URL) {
            state.withLock { _ = $0.folders.remove(folder) }
        }

        /// From the first folder on, SIGINT, SIGTERM and SIGHUP are taken from their default
        /// action and handled on a queue of their own, so the folders go even while the main
        /// actor is busy: each is removed, then the signal's default action is restored and the
        /// signal raised again, so the process ends as it would have, with the signal as its status.
        private func makeSignalSources() -> [any DispatchSourceSignal] {
            let queue = DispatchQueue(label: "reel.temporary-folder.interruption")
            return [SIGINT, SIGTERM, SIGHUP].map { signalNumber in
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
                source.setEventHandler { [self] in
                    interruptionUnderWay.store(true, ordering: .sequentiallyConsistent)
                    for folder in state.withLock({ $0.folders }) { try? FileManager.default.removeItem(at: folder) }
                    signal(signalNumber, SIG_DFL)
                    // To the process, not this thread: dispatch's threads block signals.
                    kill(getpid(), signalNumber)
                }
                source.resume()
                return source
            }
        }
    }
}

/// Set by the signal handler before it removes the folders: from then on the process is to end
/// by the signal.
private let interruptionUnderWay = Atomic(false)

/// At exit, waits for an interruption under way to end the process by its signal. Removing the
/// folders can make the command fail on its own (its database gone, say) and exit with 1 before
/// the handler raises the signal; this holds that exit until the signal ends the process, as a
/// script that sent it expects.
private func waitForInterruption() {
    while interruptionUnderWay.load(ordering: .sequentiallyConsistent) { usleep(1_000) }
}
