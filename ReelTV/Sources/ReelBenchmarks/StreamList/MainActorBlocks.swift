import ReelSignposts

/// How long the main actor was blocked, block by block: the outermost of the intervals a run
/// recorded on it (loop turns, batch updates and reloads, state deliveries), since a batch
/// update performed inside a turn is part of the turn's block.
///
/// Each block is timed twice: on the wall clock, which is what a person waits, and in the main
/// thread's CPU time, the work alone. On a shared machine the wall clock also counts the time
/// other threads and processes held the processor in the middle of a block.
struct MainActorBlocks {
    /// Each block's wall-clock duration, in seconds, in the order the blocks began.
    let wall: [Double]
    /// The main thread's CPU time in each block, in seconds.
    let cpu: [Double]

    /// The blocks among `wallIntervals` named `names`, all recorded on the main actor (so any
    /// two are nested or apart); `cpuIntervals` are the same intervals on the main thread's
    /// CPU clock, recorded in the same order.
    init(wall wallIntervals: [SignpostInterval], cpu cpuIntervals: [SignpostInterval], names: Set<String>) throws(MissingInterval) {
        let cpuByOrder = Dictionary(cpuIntervals.map { ($0.order, $0.duration) }, uniquingKeysWith: { first, _ in first })
        var wall: [Double] = []
        var cpu: [Double] = []
        var end = Duration.zero
        for interval in wallIntervals.filter({ names.contains($0.name) }).sorted(by: { $0.start < $1.start }) {
            guard interval.start >= end else { continue }  // inside the block before
            guard let cpuDuration = cpuByOrder[interval.order] else { throw MissingInterval(name: interval.name, order: interval.order) }
            wall.append(interval.duration.seconds)
            cpu.append(cpuDuration.seconds)
            end = interval.start + interval.duration
        }
        self.wall = wall
        self.cpu = cpu
    }

    /// An interval on the wall clock without its twin on the CPU clock, so a block's CPU time
    /// is unknown.
    struct MissingInterval: Error, CustomStringConvertible {
        let name: String
        let order: Int
        var description: String { "the main thread's CPU clock did not record interval \(order) (\(name)), which the wall clock did" }
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

extension Array where Element == Double {
    /// The value at `fraction` of the way through the sorted values, by nearest rank; 0 when empty.
    func percentile(_ fraction: Double) -> Double {
        guard !isEmpty else { return 0 }
        let sorted = self.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }
}
