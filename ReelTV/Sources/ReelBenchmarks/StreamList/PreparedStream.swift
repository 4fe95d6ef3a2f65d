import Foundation
import ReelCommandLine

/// One size's stream of states, all made before any is delivered: during the stream the
/// producer only hands states over, so the processor's time goes to what is measured.
///
/// States share the items of the sections they leave alone (see ``StreamListStates``), so a
/// stream costs about two sections' items per state; every implementation of a size is shown
/// the same prepared stream.
struct PreparedStream: Sendable {
    /// The state shown before the stream starts.
    let initial: [BenchSection]
    /// The states delivered, in order.
    let states: [[BenchSection]]
    /// The CPU time making each state took, in seconds.
    let makingCPU: [Double]

    /// The share of the machine's memory a prepared stream may take.
    static let memoryShare = 0.5

    /// Makes `count` states of `size` items from `seed`; fails when they would take more than
    /// ``memoryShare`` of the machine's memory, naming how much they would take.
    static func prepare(size: Int, count: Int, seed: UInt64) throws -> PreparedStream {
        // Each state makes new item arrays for two of the ten sections, with room for growth.
        let itemsPerState = 2 * (size / StreamListStates.sectionCount + 1) * 11 / 10
        let bytes = Double(count) * Double(itemsPerState * MemoryLayout<BenchItem>.stride)
        let available = Double(ProcessInfo.processInfo.physicalMemory) * memoryShare
        guard bytes <= available else {
            throw CommandFailure(
                description: String(
                    format: "%d states of %d items take about %.1f GB made ahead, more than half of this machine's %.1f GB of memory; "
                        + "ask for fewer states (--rate × --duration) or smaller --sizes",
                    count, size, bytes / 1e9, available / memoryShare / 1e9))
        }
        var generator = StreamListStates(size: size, seed: seed)
        let initial = generator.current
        var states: [[BenchSection]] = []
        var makingCPU: [Double] = []
        states.reserveCapacity(count)
        makingCPU.reserveCapacity(count)
        for _ in 0..<count {
            let before = threadCPUTime()
            states.append(generator.next())
            makingCPU.append((threadCPUTime() - before).seconds)
        }
        return PreparedStream(initial: initial, states: states, makingCPU: makingCPU)
    }
}
