import ReelTerminal
import Foundation
import Testing

@Suite struct ScriptParsingTests {
    @Test func parsesEveryCommandSkippingBlankLinesAndComments() throws {
        let script = try Script(
            parsing: """
                # a comment

                appear
                  tap  play-button\r
                scroll -3
                rotate
                resize 80x24
                wait 250
                back
                snapshot
                """)
        #expect(
            script.steps.map(\.command) == [
                .appear, .tap("play-button"), .scroll(-3), .rotate, .resize(CGSize(width: 80, height: 24)), .wait(milliseconds: 250),
                .back, .snapshot,
            ])
        #expect(script.steps.map(\.lineNumber) == [3, 4, 5, 6, 7, 8, 9, 10])
        #expect(
            script.steps.map(\.command.description) == [
                "appear", "tap play-button", "scroll -3", "rotate", "resize 80x24", "wait 250", "back", "snapshot",
            ])
    }

    @Test(arguments: [
        ("appear\njump 3", "line 2: `jump 3`: unknown command 'jump' (commands: appear, tap, scroll, rotate, resize, wait, back, snapshot)"),
        ("tap", "line 1: `tap`: 'tap' needs an argument: tap ID"),
        ("\n  tap a b  ", "line 2: `tap a b`: 'tap' takes one argument: tap ID"),
        ("snapshot now", "line 1: `snapshot now`: 'snapshot' takes no argument: snapshot"),
        ("scroll", "line 1: `scroll`: 'scroll' needs an argument: scroll N"),
        ("scroll two", "line 1: `scroll two`: 'scroll' needs a whole number, not 'two'"),
        ("wait 1.5", "line 1: `wait 1.5`: 'wait' needs a whole number, not '1.5'"),
        ("# fine\nwait -20", "line 2: `wait -20`: 'wait' needs 0 to 3600000 milliseconds, not -20"),
        ("wait 3600001", "line 1: `wait 3600001`: 'wait' needs 0 to 3600000 milliseconds, not 3600001"),
        ("scroll 9223372036854775807", "line 1: `scroll 9223372036854775807`: 'scroll' needs -1000000 to 1000000 rows, not 9223372036854775807"),
        ("scroll -1000001", "line 1: `scroll -1000001`: 'scroll' needs -1000000 to 1000000 rows, not -1000001"),
        ("resize", "line 1: `resize`: 'resize' needs an argument: resize COLUMNSxROWS"),
        ("resize 80 24", "line 1: `resize 80 24`: 'resize' takes one argument: resize COLUMNSxROWS"),
        ("resize 80", "line 1: `resize 80`: 'resize' needs a size as COLUMNSxROWS, each 1 to 1000 (like 80x24), not '80'"),
        ("resize 80x", "line 1: `resize 80x`: 'resize' needs a size as COLUMNSxROWS, each 1 to 1000 (like 80x24), not '80x'"),
        ("resize 80x24x2", "line 1: `resize 80x24x2`: 'resize' needs a size as COLUMNSxROWS, each 1 to 1000 (like 80x24), not '80x24x2'"),
        ("resize 0x24", "line 1: `resize 0x24`: 'resize' needs a size as COLUMNSxROWS, each 1 to 1000 (like 80x24), not '0x24'"),
        ("resize 80x-1", "line 1: `resize 80x-1`: 'resize' needs a size as COLUMNSxROWS, each 1 to 1000 (like 80x24), not '80x-1'"),
        ("resize 80×24", "line 1: `resize 80×24`: 'resize' needs a size as COLUMNSxROWS, each 1 to 1000 (like 80x24), not '80×24'"),
        ("resize 1001x24", "line 1: `resize 1001x24`: 'resize' needs a size as COLUMNSxROWS, each 1 to 1000 (like 80x24), not '1001x24'"),
    ])
    func reportsTheLineAndWhatIsWrong(script: String, message: String) {
        #expect {
            try Script(parsing: script)
        } throws: { error in
            "\(error)" == message
        }
    }
}
