import Foundation
import ReelDataSourceUIKit
import ReelTerminal
import Testing

@MainActor @Suite struct ScriptRunnerTests {
    private func run(_ text: String, host: CounterHost = CounterHost(), in window: UIWindow = .counterSized()) async throws -> String {
        var output = ""
        try await ScriptRunner(window: window, host: host).run(Script(parsing: text), to: &output)
        return output
    }

    @Test func printsASnapshotAfterTapsScrollsAndARotation() async throws {
        let output = try await run(
            """
            appear
            snapshot
            tap plus
            tap plus
            scroll 4
            snapshot
            scroll -4
            wait 0
            rotate
            snapshot
            """)
        let expected = """
            --- snapshot 1 (portrait 16×4) ---
            Count: 0

            +1    Reset

            --- snapshot 2 (portrait 16×4) ---
            日本語 ok


            end
            --- snapshot 3 (landscape 8×8) ---
            Count: 2

            +1    Re

            日本語 o


            end

            """
        #expect(output == expected)
    }

    @Test func countsTapsBetweenSnapshots() async throws {
        let output = try await run("appear\ntap plus\ntap plus\ntap plus\nsnapshot\ntap reset\nsnapshot")
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("Count") } == ["Count: 3", "Count: 0"])
    }

    @Test func backGoesToTheHost() async throws {
        let host = CounterHost()
        _ = try await run("appear\nback\nback", host: host)
        #expect(host.backCount == 2)
    }

    @Test func anUnknownIdentifierStopsTheRunNamingItAndTheTappableOnes() async throws {
        var output = ""
        let window = UIWindow.counterSized()
        let runner = ScriptRunner(window: window, host: CounterHost())
        await #expect {
            try await runner.run(Script(parsing: "appear\ntap play\nsnapshot"), to: &output)
        } throws: { error in
            "\(error)" == "line 2: `tap play`: cannot tap: no view has the identifier 'play' (tappable: plus, reset)"
        }
        #expect(output == "", "nothing after the failed command ran")
    }

    @Test func scrollingWithoutAScrollViewIsAnError() async throws {
        var output = ""
        let runner = ScriptRunner(window: .counterSized(), host: CounterHost())
        await #expect {
            try await runner.run(Script(parsing: "scroll 1"), to: &output)
        } throws: { error in
            "\(error)" == "line 1: `scroll 1`: cannot scroll: no visible scroll view"
        }
    }

    /// Regression: a scroll far past the end used to leave the list showing the cells from the
    /// top (a blank screen), and to add the rows to the offset, which more such scrolls made
    /// overflow.
    @Test func scrollsStopAtTheContentsEndsHoweverFar() async throws {
        let host = CounterHost()
        let output = try await run("appear\nscroll 1000000\nscroll 1000000\nsnapshot\nscroll -1000000\nsnapshot", host: host)
        let snapshots = output.components(separatedBy: "--- snapshot").dropFirst()
        #expect(snapshots.map { $0.contains("end") } == [true, false])
        #expect(snapshots.map { $0.contains("Count: 0") } == [false, true])
        #expect(host.controller.scrollView.contentOffset == .zero)
    }

    @Test func resizeFollowsTheTerminalsSizeAndOrientation() async throws {
        let output = try await run("appear\nresize 40x10\nsnapshot\nresize 16x12\nsnapshot")
        let headers = output.split(separator: "\n").filter { $0.hasPrefix("---") }
        #expect(headers == ["--- snapshot 1 (landscape 40×10) ---", "--- snapshot 2 (portrait 16×12) ---"])
    }
}
