import Foundation
import ReelDataSourceUIKit

/// Runs a window in a terminal: draws it after every loop turn, turns keys into scrolls, focus
/// moves, taps, rotations and going back, and follows the terminal's size.
///
/// | key | action |
/// |---|---|
/// | ↑ ↓, `k` `j` | scroll `UIWindow.scrollTarget` one row |
/// | Tab, Shift-Tab | focus the next, previous tappable view (wrapping) |
/// | Enter | tap the focused view |
/// | `r` | ``TerminalHost/rotate(_:)`` |
/// | `b` | ``TerminalHost/back(in:)`` |
/// | `q`, Ctrl-C | quit |
///
/// The runner reads ``TerminalEvent``s from any sequence, so tests drive it with a stream they
/// fill; ``TerminalSession`` provides the real terminal's. Whichever way ``run(events:)``
/// ends, the terminal is given back (main screen, cursor shown).
@MainActor
package final class InteractiveRunner<Output: TextOutputStream> {
    /// The window shown.
    package let window: UIWindow
    /// Where frames are written: the terminal, or a string in tests.
    package private(set) var output: Output

    private let host: any TerminalHost
    private var screenSize: CGSize
    private var renderer = TerminalRenderer()
    private var decoder = KeyDecoder()
    private var isRunning = false

    /// Creates a runner showing `window` on a screen of `screenSize` cells (the window's size
    /// by default), writing to `output`.
    package init(window: UIWindow, host: any TerminalHost, screenSize: CGSize? = nil, output: Output) {
        self.window = window
        self.host = host
        self.screenSize = screenSize ?? window.bounds.size
        self.output = output
        // The loop keeps its observers for good, so the runner's checks whether it runs.
        window.standInRunLoop.addTurnObserver { [weak self] in self?.redraw() }
    }

    /// Shows the app (``TerminalHost/appear(in:)``), then handles events until `q`, Ctrl-C,
    /// ``TerminalEvent/terminate`` or the end of `events`, and gives the terminal back.
    ///
    /// - Throws: ``IncompleteScreen`` when the app's first screen did not settle.
    package func run(events: some AsyncSequence<TerminalEvent, Never>) async throws(IncompleteScreen) {
        isRunning = true
        defer {
            isRunning = false
            renderer.leave(to: &output)
        }
        redraw()
        try await host.appear(in: window)
        await window.standInRunLoop.settle()
        for await event in events {
            guard await handle(event) else { return }
            // Settling always runs a turn, so changes that mark no view for layout (the focus)
            // are drawn too.
            await window.standInRunLoop.settle()
        }
    }

    /// Handles one event; returns whether to go on.
    private func handle(_ event: TerminalEvent) async -> Bool {
        switch event {
        case .input(let bytes):
            for key in decoder.decode(bytes) {
                guard await handle(key) else { return false }
            }
            return true
        case .resize(let size):
            screenSize = size
            await window.fitTerminal(of: size)
            return true
        case .terminate:
            return false
        }
    }

    private func handle(_ key: Key) async -> Bool {
        switch key {
        case .up: window.scrollTarget?.scroll(byRows: -1)
        case .down: window.scrollTarget?.scroll(byRows: 1)
        case .tab: window.moveFocus(forward: true)
        case .backTab: window.moveFocus(forward: false)
        case .enter: window.tapFocused()
        case .rotate: await host.rotate(window)
        case .back: await host.back(in: window)
        case .quit, .interrupt: return false
        }
        return true
    }

    private func redraw() {
        guard isRunning else { return }
        renderer.draw(TerminalFrame(window: window, screenSize: screenSize), to: &output)
    }
}
