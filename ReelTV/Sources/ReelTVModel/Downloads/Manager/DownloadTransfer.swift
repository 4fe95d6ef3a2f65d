/// How the simulated transfers go: their speed, how often they report, and which of them fail.
package struct DownloadTransfer: Sendable {
    /// Bytes each running download receives per second.
    package var bytesPerSecond: Int64
    /// How often running downloads report progress (each report is one saved transaction).
    package var tickInterval: Duration
    /// Which transfers fail.
    package var faults: DownloadFaults

    /// Transfers at `bytesPerSecond` each, reporting every `tickInterval`.
    package init(bytesPerSecond: Int64 = 200_000_000, tickInterval: Duration = .milliseconds(50), faults: DownloadFaults = DownloadFaults()) {
        precondition(bytesPerSecond > 0, "a transfer needs a speed")
        self.bytesPerSecond = bytesPerSecond
        self.tickInterval = tickInterval
        self.faults = faults
    }

    /// The bytes one download receives in `elapsed`.
    func bytes(in elapsed: Duration) -> Int64 {
        let (seconds, attoseconds) = elapsed.components
        return bytesPerSecond * seconds + Int64((Double(bytesPerSecond) * Double(attoseconds) / 1e18).rounded())
    }
}
