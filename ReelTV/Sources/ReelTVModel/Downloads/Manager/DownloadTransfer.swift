import Foundation
import ReelConsole

/// How the simulated transfers go: their speed, how often they report, and which of them fail.
package struct DownloadTransfer: Sendable {
    /// Bytes each running download receives per second.
    package var bytesPerSecond: Int64
    /// How often running downloads report progress, in seconds (each report is one saved
    /// transaction).
    package var tickInterval: TimeInterval
    /// Which transfers fail.
    package var faults: DownloadFaults
    /// The part of a byte the last ticks earned beyond their whole bytes, in units of 10⁻⁹
    /// byte: carried to the next tick, so that a speed of a byte per second moves a byte every
    /// second however short the ticks, and half a byte per tick is a byte every other tick
    /// rather than one every tick.
    private var carriedFraction: Int64 = 0

    /// Transfers at `bytesPerSecond` each, reporting every `tickInterval` seconds.
    package init(bytesPerSecond: Int64 = 200_000_000, tickInterval: TimeInterval = 0.05, faults: DownloadFaults = DownloadFaults()) {
        precondition(bytesPerSecond > 0, "a transfer needs a speed")
        self.bytesPerSecond = bytesPerSecond
        self.tickInterval = tickInterval
        self.faults = faults
    }

    /// The whole bytes one download receives in `elapsed` seconds (to the nanosecond), with the
    /// fraction of a byte left over from earlier calls; the fraction left now is kept for the
    /// next call. Saturates rather than overflowing for an `elapsed` of centuries.
    mutating func bytes(in elapsed: TimeInterval) -> Int64 {
        // Whole nanoseconds, not the seconds' binary fraction: 0.05 s is then exactly a
        // twentieth of a second, and twenty such ticks at a byte a second make exactly a byte.
        let nanoseconds = Int64(elapsed.roundedNanoseconds)
        guard nanoseconds > 0 else { return 0 }
        let (seconds, fraction) = nanoseconds.quotientAndRemainder(dividingBy: Self.nanosecondsPerSecond)
        // bytesPerSecond × fraction needs up to 93 bits: multiplied and divided in full width.
        let (high, low) = bytesPerSecond.multipliedFullWidth(by: fraction)
        let (fractionBytes, remainder) = Self.nanosecondsPerSecond.dividingFullWidth((high, low))
        var whole = bytesPerSecond.multipliedSaturating(by: seconds).addingSaturating(fractionBytes)
        carriedFraction += remainder
        if carriedFraction >= Self.nanosecondsPerSecond {
            carriedFraction -= Self.nanosecondsPerSecond
            whole = whole.addingSaturating(1)
        }
        return whole
    }

    private static let nanosecondsPerSecond: Int64 = 1_000_000_000
}
