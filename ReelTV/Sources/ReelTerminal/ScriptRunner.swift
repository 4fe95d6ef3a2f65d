import ReelDataSourceUIKit

/// Runs a ``Script`` against a window and its app, printing a text snapshot for each
/// `snapshot`: the terminal front end without a terminal, for pipes, CI and tests.
///
/// After every command the runner settles the window's loop (every queued block run, every
/// view laid out), so a snapshot shows the same thing on every run.
@MainActor
package struct ScriptRunner {
    /// The window the commands act on.
    package let window: UIWindow
    /// The app behind the window: an interactive session on the same window can go on from
    /// where a script left it.
    package let host: any TerminalHost

    /// Creates a runner for `window`, whose app `host` handles `appear`, `rotate`, `wait` and `back`.
    package init(window: UIWindow, host: any TerminalHost) {
        self.window = window
        self.host = host
    }

    /// Runs the script's commands in order, writing snapshots to `output`; stops at the first
    /// command that fails.
    ///
    /// A snapshot is a header line, `--- snapshot 1 (portrait 40×20) ---` (its number, then the
    /// window's orientation and size in cells), followed by the window's `textDump()`, one line per row.
    ///
    /// - Throws: ``ScriptRunError`` naming the line and command that failed and why.
    package func run(_ script: Script, to output: inout some TextOutputStream) async throws(ScriptRunError) {
        var snapshotCount = 0
        for step in script.steps {
            switch step.command {
            case .appear:
                do { try await host.appear(in: window) } catch {
                    throw ScriptRunError(step: step, problem: .unsettled(error))
                }
            case .tap(let identifier):
                do { try window.tap(identifier: identifier) } catch { throw ScriptRunError(step: step, problem: .tap(error)) }
            case .scroll(let rows):
                guard let scrollView = window.scrollTarget else { throw ScriptRunError(step: step, problem: .noScrollView) }
                scrollView.scroll(byRows: rows)
            case .rotate:
                await host.rotate(window)
            case .resize(let size):
                await window.fitTerminal(of: size)
            case .wait(let milliseconds):
                do { try await host.wait(milliseconds: milliseconds, in: window) } catch {
                    throw ScriptRunError(step: step, problem: .unsettled(error))
                }
            case .back:
                await host.back(in: window)
            case .snapshot:
                snapshotCount += 1
                output.write("--- snapshot \(snapshotCount) (\(window.terminalDescription)) ---\n\(window.textDump())\n")
            }
            await window.standInRunLoop.settle()
        }
    }
}
