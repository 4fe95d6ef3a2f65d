import Foundation
import ReelDataSourceUIKit
import ReelTerminal
import Testing

@MainActor @Suite struct InteractiveRunnerTests {
    private let leave = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Runs the counter screen on `events`, returning what was written and the host.
    private func run(_ events: [TerminalEvent], window: UIWindow = .counterSized()) async throws -> (String, CounterHost) {
        let host = CounterHost()
        let runner = InteractiveRunner(window: window, host: host, output: "")
        let (stream, continuation) = AsyncStream<TerminalEvent>.makeStream()
        for event in events { continuation.yield(event) }
        continuation.finish()
        try await runner.run(events: stream)
        return (runner.output, host)
    }

    private func keys(_ text: String) -> TerminalEvent {
        .input(Array(text.utf8))
    }

    @Test func tabEnterAndScrollKeysActOnTheFocusAndAreDrawn() async throws {
        let (output, host) = try await run([keys("\t"), keys("\r"), keys("j"), keys("q"), keys("\t\r")])
        let controller = host.controller
        #expect(controller.count.text == "Count: 1", "the keys after q are not read")
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 1))
        #expect(output.hasPrefix("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"))
        #expect(output.contains("\u{1B}[1;1HCount: 1\u{1B}[K"))
        #expect(output.contains("\u{1B}[2;1H\u{1B}[7m+1\u{1B}[27m    Reset\u{1B}[K"), "the focus, scrolled up one row")
        #expect(output.hasSuffix(leave))
    }

    @Test func rotateBackAndResizeChangeTheWindow() async throws {
        let window = UIWindow.counterSized()
        let (_, host) = try await run([keys("r"), keys("b")], window: window)
        #expect(window.terminalDescription == "landscape 8×8")
        #expect(window.traitCollection.verticalSizeClass == .compact && window.traitCollection.horizontalSizeClass == .compact)
        #expect(host.backCount == 1)
        _ = try await run([.resize(CGSize(width: 30, height: 20))], window: window)
        #expect(window.terminalDescription == "portrait 30×20")
        #expect(window.traitCollection.verticalSizeClass == .regular && window.traitCollection.horizontalSizeClass == .compact)
        _ = try await run([.resize(CGSize(width: 40, height: 20))], window: window)
        #expect(window.terminalDescription == "landscape 40×20")
    }

    @Test(arguments: [TerminalEvent.input([0x03]), .terminate])
    func ctrlCAndTerminateQuitAndRestoreTheTerminal(event: TerminalEvent) async throws {
        let (output, host) = try await run([event, keys("\t\r")])
        #expect(host.controller.count.text == "Count: 0")
        #expect(output.hasSuffix(leave))
    }
}
