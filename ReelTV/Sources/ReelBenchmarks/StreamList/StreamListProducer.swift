import Synchronization
import Foundation
import ReelStream

/// Delivers a prepared stream's states to the main actor on a fixed schedule, as a server or a
/// database would: state k arrives k periods after the start whatever the main actor is doing.
///
/// The states are made before the stream starts (``PreparedStream``), so during it the
/// producer's thread only sleeps until each state is due and hands it over; it is timed all the
/// same (``Load``), since a state delivered late ages the shown state by a delay that is not
/// the list's. The producer keeps every state until it goes away, so that what the runs hold of
/// them is counted for none of them.
///
/// Each arrival is put in an inbox and a main-actor job is queued to take it; jobs take states
/// in arrival order, one each, so a main actor that fell behind still gets every state, in order.
final class StreamListProducer: Sendable {
    /// A state that arrived.
    struct Arrival: Sendable {
        /// Its place in the stream, from 1.
        let number: Int
        let state: [BenchSection]
    }

    private let stream: PreparedStream
    private let inbox = Mutex<[Arrival]>([])
    private let tally = Mutex(Tally())

    /// A producer of `stream`'s states.
    init(_ stream: PreparedStream) {
        self.stream = stream
    }

    /// The last state of the stream.
    var lastState: [BenchSection]? { stream.states.last }

    /// Starts the thread: state k of the stream (from 1) due at `start + k × period`
    /// (nanoseconds of `DispatchTime`'s uptime), calling `arrived` after each delivery.
    func start(start: UInt64, periodNanoseconds: UInt64, arrived: @escaping @Sendable () -> Void) {
        tally.withLock {
            $0.start = start
            $0.periodNanoseconds = periodNanoseconds
        }
        let deliverer = Thread { [self] in
            for (offset, state) in stream.states.enumerated() {
                let number = offset + 1
                let due = start + UInt64(number) * periodNanoseconds
                let now = DispatchTime.now().uptimeNanoseconds
                if due > now { Thread.sleep(forTimeInterval: Double(due - now) / 1e9) }
                let delivered = DispatchTime.now().uptimeNanoseconds
                inbox.withLock { $0.append(Arrival(number: number, state: state)) }
                tally.withLock {
                    $0.lateness.append(delivered - min(due, delivered))
                    $0.lastDelivery = delivered
                    $0.delivererCPU = threadCPUTime()
                }
                arrived()
            }
        }
        deliverer.start()
    }

    /// The oldest state not taken yet.
    func takeNext() -> Arrival? {
        inbox.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    /// What making the states cost, and what the producer's thread did so far.
    var load: Load {
        tally.withLock { tally in
            let elapsed = tally.lastDelivery.map { Double($0 - min($0, tally.start)) / 1e9 } ?? 0
            return Load(
                cpuPerStateP50: stream.makingCPU.percentile(0.5), cpuPerStateMax: stream.makingCPU.max() ?? 0,
                coreShare: elapsed > 0 ? tally.delivererCPU.seconds / elapsed : 0,
                lateStates: tally.lateness.count { $0 > tally.periodNanoseconds },
                worstLateness: Double(tally.lateness.max() ?? 0) / 1e9)
        }
    }

    /// What the producer's thread recorded, as it went.
    private struct Tally {
        /// When the first state's period began, and the period, in nanoseconds.
        var start: UInt64 = 0
        var periodNanoseconds: UInt64 = 0
        /// The thread's CPU time since it started, as of its last state.
        var delivererCPU = Duration.zero
        /// For each state delivered, in nanoseconds, how long after it was due (0 when on time).
        var lateness: [UInt64] = []
        /// When the last state so far was delivered.
        var lastDelivery: UInt64?
    }
}
