import ReelConsole
import Testing

/// The progress line long commands draw on standard error: what it shows, how it fits the
/// terminal, and how seldom it is redrawn, on a clock the test moves.
@Suite struct ProgressReporterTests {
    private let erase = "\u{1B}[K"

    @Test func aStageIsDrawnAtOnceWithItsBarAndCount() {
        let terminal = RecordingTerminal()
        terminal.reporter().begin("bench diff 1/2: A, reel", total: 4, unit: .count("runs"))
        #expect(terminal.writes == ["\rbench diff 1/2: A, reel  [..............................]  0/4 runs\(erase)"])
    }

    @Test func progressIsRedrawnInPlaceWithAnEstimateOfTheTimeLeft() {
        let terminal = RecordingTerminal()
        let reporter = terminal.reporter()
        reporter.begin("loading", total: 4, unit: .count("runs"))
        terminal.wait(10)
        reporter.advance()
        terminal.wait(10)
        reporter.advance()
        // Two runs in 20 s: the two left take about 20 s more.
        #expect(terminal.writes.last == "\rloading  [###############...............]  2/4 runs, about 20 s left\(erase)")
        #expect(terminal.writes.allSatisfy { $0.hasPrefix("\r") && $0.hasSuffix(erase) && !$0.contains("\n") })
    }

    @Test func redrawsAtMostTenTimesASecond() {
        let terminal = RecordingTerminal()
        let reporter = terminal.reporter()
        reporter.begin("counting", total: 1_000, unit: .count("steps"))
        // A thousand steps over one second: eleven draws at most (the first, then one per tenth).
        for _ in 0..<1_000 {
            terminal.wait(0.001)
            reporter.advance()
        }
        #expect(terminal.writes.count <= 11)
        #expect(terminal.writes.count >= 9)
        // A new stage within a tenth of a second of the last draw waits for the next one too.
        let before = terminal.writes.count
        reporter.begin("next stage", total: 2, unit: .count("steps"))
        #expect(terminal.writes.count == before)
        terminal.wait(0.1)
        reporter.advance()
        #expect(terminal.writes.last?.hasPrefix("\rnext stage  [") == true)
    }

    @Test func theTimeLeftReadsInSecondsMinutesOrHours() {
        let terminal = RecordingTerminal()
        let reporter = terminal.reporter()
        for (elapsed, expected) in [(0.2, "under 1 s left"), (30, "about 30 s left"), (200, "about 3 min 20 s left"), (3_900, "about 1 h 5 min left")] {
            reporter.begin("work", total: 2, unit: .count("runs"))
            terminal.wait(elapsed)
            reporter.advance()
            #expect(terminal.writes.last?.contains(", \(expected)\(erase)") == true, "\(elapsed) s: \(terminal.writes.last ?? "")")
        }
    }

    @Test func aTimeLeftBeyondTenThousandHoursSaysOnlyThatAndSizesNearInt64MaxDoNotOverflow() {
        let terminal = RecordingTerminal()
        terminal.resize(to: 120)
        let reporter = terminal.reporter()
        // One byte of 9.2 EB in a second leaves about 292 billion years: more than an Int of seconds.
        reporter.begin("downloads run", total: .max, unit: .bytes)
        terminal.wait(1)
        reporter.update(completed: 1, total: .max)
        #expect(terminal.writes.last?.contains(", more than 10000 h left\(erase)") == true, "\(terminal.writes)")
        terminal.wait(1)
        reporter.advance(by: .max)
        #expect(terminal.writes.last?.contains("9223372036.85 of 9223372036.85 GB\(erase)") == true, "\(terminal.writes)")
    }

    @Test func nothingIsEstimatedBeforeAnythingIsDoneOrOnceAllIs() {
        let terminal = RecordingTerminal()
        let reporter = terminal.reporter()
        reporter.begin("work", total: 3, unit: .count("runs"))
        terminal.wait(5)
        reporter.update(completed: 0, total: 3)
        #expect(terminal.writes.last?.contains("left") == false)
        terminal.wait(5)
        reporter.update(completed: 3, total: 3)
        #expect(terminal.writes.last?.hasSuffix("3/3 runs\u{1B}[K") == true, "\(terminal.writes)")
    }

    @Test func bytesAreWrittenInDecimalUnitsAndTheEstimateCountsOnlyThisRun() {
        let terminal = RecordingTerminal()
        terminal.resize(to: 120)
        let reporter = terminal.reporter()
        // 1 GB had been received before the run: 1 GB in 10 s leaves 2 GB for about 20 s.
        reporter.begin("downloads run: 2 running, 1 queued", total: 4_000_000_000, completed: 1_000_000_000, unit: .bytes)
        terminal.wait(10)
        reporter.update(completed: 2_000_000_000, total: 4_000_000_000, label: "downloads run: 2 running, 0 queued")
        #expect(
            terminal.writes.last
                == "\rdownloads run: 2 running, 0 queued  [###############...............]  2.00 of 4.00 GB, about 20 s left\(erase)")
    }

    @Test func theLineFitsTheTerminalDroppingTheBarThenShorteningTheLabel() {
        let terminal = RecordingTerminal()
        let reporter = terminal.reporter()
        terminal.resize(to: 60)
        reporter.begin("bench datasource: diff, animated apply and reloadData", total: 12, unit: .count("rounds"))
        let line = terminal.writes.last.map { String($0.dropFirst().dropLast(erase.count)) } ?? ""
        #expect(line == "bench datasource: diff, animated apply and...  0/12 rounds")
        // The last column stays free, so that no terminal wraps the line.
        #expect(line.count <= 59)
        terminal.resize(to: 20)
        terminal.wait(1)
        reporter.advance()
        let narrow = terminal.writes.last.map { String($0.dropFirst().dropLast(erase.count)) } ?? ""
        #expect(narrow.count <= 19 && narrow.hasPrefix("bench datasource"), "\(narrow)")
    }

    @Test func aStageOfUnknownSizeShowsItsLabelAlone() {
        let terminal = RecordingTerminal()
        terminal.reporter().begin("bench diff 1/1: D, generating the input")
        #expect(terminal.writes == ["\rbench diff 1/1: D, generating the input\(erase)"])
    }

    @Test func clearingErasesTheLineAndTheNextRedrawShowsItAgain() {
        let terminal = RecordingTerminal()
        let reporter = terminal.reporter()
        reporter.begin("work", total: 2, unit: .count("runs"))
        reporter.clear()
        reporter.clear()  // nothing left to erase
        #expect(terminal.writes.dropFirst() == ["\r\(erase)"])
        terminal.wait(0.5)
        reporter.advance()
        #expect(terminal.writes.count == 3 && terminal.writes.last?.hasPrefix("\rwork  [") == true)
    }

    @Test func finishingErasesTheLineAndWritesTheSummaryOnALineOfItsOwn() {
        let terminal = RecordingTerminal()
        let reporter = terminal.reporter()
        reporter.begin("work", total: 1, unit: .count("runs"))
        terminal.clearWrites()
        reporter.finish("downloads run: received 1.00 GB in 2.0 s")
        #expect(terminal.writes == ["\r\(erase)", "downloads run: received 1.00 GB in 2.0 s\n"])
        terminal.clearWrites()
        reporter.finish()
        #expect(terminal.writes.isEmpty)
    }

    @Test func theSilentReporterWritesNothing() {
        let reporter = ProgressReporter.silent
        reporter.begin("work", total: 2, unit: .count("runs"))
        reporter.advance()
        reporter.finish("done")
        #expect(reporter.isSilent)
    }
}
