import ArgumentParser
import ReelTV
import ReelTerminal

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

    @Option(name: .long, help: ArgumentHelp("Megabytes (10^6 bytes) per second each running download receives.", valueName: "mbps"))
    var speed = 200.0

    @Option(name: .customLong("tick-ms"), help: ArgumentHelp("Milliseconds between progress reports (each one saved).", valueName: "ms"))
    var tickMilliseconds = 50

    @Option(name: .long, help: ArgumentHelp("Make the next N transfers to pass the middle of their episode fail there.", valueName: "n"))
    var fail = 0

    @Option(name: .customLong("for"), help: ArgumentHelp("Stop after this many milliseconds even if downloads remain.", valueName: "ms"))
    var milliseconds: Int?

    /// The fastest `--speed`: a million megabytes per second keeps every byte count far from overflowing.
    static let maximumSpeed = 1_000_000.0

    func validate() throws {
        guard speed.isFinite, speed * 1_000_000 >= 1, speed <= Self.maximumSpeed else {
            throw ValidationError("--speed must be between 0.000001 and \(Int(Self.maximumSpeed)) megabytes per second, got \(speed)")
        }
        guard (1...60_000).contains(tickMilliseconds) else {
            throw ValidationError("--tick-ms must be between 1 and 60000 milliseconds, got \(tickMilliseconds)")
        }
        guard fail >= 0 else { throw ValidationError("--fail must be 0 or more transfers, got \(fail)") }
        if let milliseconds, milliseconds < 0 {
            throw ValidationError("--for must be 0 or more milliseconds, got \(milliseconds)")
        }
    }

    @MainActor
    func run() async throws {
        let tick = Duration.milliseconds(tickMilliseconds)
        let transfer = DownloadTransfer(
            bytesPerSecond: Int64(speed * 1_000_000), tickInterval: tick, faults: DownloadFaults(failing: fail))
        let session = try options.open(transfer: transfer)
        let clock = ContinuousClock()
        let deadline = milliseconds.map { clock.now + .milliseconds($0) }
        session.manager.start()
        defer { session.manager.stop() }
        if let claim = session.manager.transfers.value, claim != .claimed {
            var errors = FileDescriptorOutput.standardError
            print("reel: \(claim) (\(session.library.database.path)); run again once it has stopped", to: &errors)
            throw ExitCode.failure
        }
        while session.reporter.failure == nil, session.state.downloads.values.contains(where: \.state.isActive) {
            let wait = deadline.map { min(tick, $0 - clock.now) } ?? tick
            guard wait > .zero else { break }
            try await Task.sleep(for: wait)
        }
        try session.checkSaved()
        var output = FileDescriptorOutput.standardOutput
        print(Self.summary(of: session.state), to: &output)
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
