import ArgumentParser
import ReelCommandLine
import Foundation
import ReelConsole
import ReelTVModel

/// `reel downloads run`: runs the download manager in real time until no download is queued or
/// running (or `--for` has passed), printing each saved change as it is committed.
struct DownloadsRun: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the downloads until every one is completed, paused or failed.",
        discussion: """
            Transfers are simulated from each episode's size. Downloads that were running when reel last stopped \
            (or was killed) continue from the bytes saved for them. One process at a time runs a library's \
            downloads: while another reel process does, this one exits with status 1, naming it. Other commands \
            (add, pause, …) may change the library meanwhile; the running process takes their changes in.
            """)

    @OptionGroup var options: DownloadsOptions

    @Option(Self.speedOption, help: "Megabytes (10^6 bytes) per second each running download receives", valueName: "MB/s")
    var speed = 200.0

    @Option(NumericOption.tickMilliseconds, help: "Milliseconds between progress reports (each one saved)", valueName: "ms")
    var tickMilliseconds = 50

    @Option(Self.failOption, help: "Make the next N transfers to pass the middle of their episode fail there", valueName: "n")
    var fail = 0

    @Option(Self.forOption, help: "Stop after this many milliseconds even if downloads remain", valueName: "ms")
    var milliseconds: Int?

    @Flag(name: .long, help: "Show no progress (shown on standard error only when it is a terminal).")
    var quiet = false

    /// One byte per second at the slowest, since a transfer needs a speed; a million megabytes
    /// per second at the fastest keeps every byte count far from overflowing.
    static let speedOption = NumericOption("speed", 0.000_001...1_000_000, unit: "megabytes per second") {
        $0.formatted(.number.grouping(.never).locale(Locale(identifier: "en_US_POSIX")))  // 0.000001, not 1e-06
    }
    /// Failing more transfers than a library holds changes nothing; a million is beyond that.
    static let failOption = NumericOption("fail", 0...1_000_000, unit: "transfers")
    /// A day keeps the deadline far from overflowing a clock instant.
    static let forOption = NumericOption("for", 0...86_400_000, unit: "milliseconds")

    func validate() throws {
        try Self.speedOption.check(speed)
        try NumericOption.tickMilliseconds.check(tickMilliseconds)
        try Self.failOption.check(fail)
        if let milliseconds { try Self.forOption.check(milliseconds) }
    }

    @MainActor
    func run() async throws {
        try FileDescriptorReserve.check(FileDescriptorReserve.libraryRunner, for: "reel downloads run")
        let tick = Duration.milliseconds(tickMilliseconds)
        let transfer = DownloadTransfer(
            bytesPerSecond: Int64(speed * 1_000_000), tickInterval: Double(tickMilliseconds) / 1_000, faults: DownloadFaults(failing: fail))
        let session = try options.open(transfer: transfer)
        let clock = ContinuousClock()
        let deadline = milliseconds.map { clock.now + .milliseconds($0) }
        session.manager.start()
        defer { session.manager.stop() }
        if let claim = session.manager.transfers.value, claim != .claimed {
            guard case .heldElsewhere = claim else {
                // No process to wait for: what stands in the way says what to do.
                throw CommandFailure(description: "\(claim)")
            }
            throw CommandFailure(description: "\(claim) (\(session.library.database.path)); run again once it has stopped")
        }
        let started = clock.now
        let reporter = ProgressReporter.onStandardError(quiet: quiet)
        defer { reporter.finish() }
        var progress = DownloadsRunProgress(reporter: reporter, state: session.state)
        session.reporter.beforeWriting = { reporter.clear() }
        while session.reporter.failure == nil, session.reporter.outputFailure == nil,
            session.state.downloads.values.contains(where: \.state.isActive)
        {
            let wait = deadline.map { min(tick, $0 - clock.now) } ?? tick
            guard wait > .zero else { break }
            try await Task.sleep(for: wait)
            progress.update(session.state)
        }
        try session.checkSaved()
        let (seconds, attoseconds) = (clock.now - started).components
        progress.finish(session.state, seconds: Double(seconds) + Double(attoseconds) / 1e18)
        var output = FileDescriptorOutput.standardOutput
        print(Self.summary(of: session.state), to: &output)
        try output.checkWritten()
    }

    /// `stopped: 3 completed, 1 failed`: how many downloads are in each state, in queue order of states.
    static func summary(of state: DownloadsState) -> String {
        var counts: [String: Int] = [:]
        for download in state.downloads.values { counts[download.state.name, default: 0] += 1 }
        let parts = ["downloading", "queued", "paused", "failed", "completed"].compactMap { name in
            counts[name].map { "\($0) \(name)" }
        }
        return "stopped: " + (parts.isEmpty ? "no downloads" : parts.joined(separator: ", "))
    }
}
