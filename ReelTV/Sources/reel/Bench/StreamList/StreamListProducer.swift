import Synchronization
import Foundation
import ReelStream

/// Delivers a stream's states to the main actor on a fixed schedule, as a server or a database
/// would: state k arrives k periods after the start whatever the main actor is doing, made
/// beforehand off the main actor so that making it is nobody's main-actor work.
///
/// Two threads of its own do it. One makes the states, up to ``lookahead`` ahead of their
/// delivery, so that a state that takes long to make does not delay the state due next; the
/// other sleeps until each state is due and delivers it. Both are timed (``Load``), since on a
/// small machine the producer competes for the processor with what it measures, and a state
/// delivered late ages the shown state by a delay that is not the list's.
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

    /// The most states made and not yet delivered: enough that making one never holds up the
    /// next delivery, few enough that at a million items (24 MB a state) memory stays bounded.
    static let lookahead = 2

    private let inbox = Mutex<[Arrival]>([])
    private let last = Mutex<[BenchSection]?>(nil)
    /// States made and not yet delivered, in order.
    private let made = Mutex<[[BenchSection]]>([])
    /// Signalled once for each state made; the delivering thread waits on it.
    private let madeSignal = DispatchSemaphore(value: 0)
    /// Room for states made ahead; the making thread waits on it.
    private let room = DispatchSemaphore(value: lookahead)
    private let tally = Mutex(Tally())

    /// The last state of the stream, once it is made.
    var lastState: [BenchSection]? { last.withLock { $0 } }

    /// Starts the threads: `count` states after `states`' first, state k due at
    /// `start + k × period` (nanoseconds of `DispatchTime`'s uptime), calling `arrived` after
    /// each delivery.
    func start(
        _ states: StreamListStates, count: Int, start: UInt64, periodNanoseconds: UInt64,
        arrived: @escaping @Sendable () -> Void
    ) {
        tally.withLock {
            $0.start = start
            $0.periodNanoseconds = periodNanoseconds
        }
        let maker = Thread { [self] in
            var states = states
            for number in 1...count {
                room.wait()
                let before = threadCPUTime()
                let state = states.next()
                let cost = threadCPUTime() - before
                if number == count { last.withLock { $0 = state } }
                made.withLock { $0.append(state) }
                tally.withLock {
                    $0.makingCPU.append(cost)
                    $0.makerCPU = threadCPUTime()
                }
                madeSignal.signal()
            }
        }
        let deliverer = Thread { [self] in
            for number in 1...count {
                let due = start + UInt64(number) * periodNanoseconds
                let now = DispatchTime.now().uptimeNanoseconds
                if due > now { Thread.sleep(forTimeInterval: Double(due - now) / 1e9) }
                madeSignal.wait()
                let state = made.withLock { $0.removeFirst() }
                room.signal()
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
        maker.start()
        deliverer.start()
    }

    /// The oldest state not taken yet.
    func takeNext() -> Arrival? {
        inbox.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    /// What the producer's threads did so far.
    var load: Load {
        tally.withLock { tally in
            let making = tally.makingCPU.map(\.seconds)
            let elapsed = tally.lastDelivery.map { Double($0 - min($0, tally.start)) / 1e9 } ?? 0
            return Load(
                cpuPerStateP50: making.percentile(0.5), cpuPerStateMax: making.max() ?? 0,
                coreShare: elapsed > 0 ? (tally.makerCPU + tally.delivererCPU).seconds / elapsed : 0,
                lateStates: tally.lateness.count { $0 > tally.periodNanoseconds },
                worstLateness: Double(tally.lateness.max() ?? 0) / 1e9)
        }
    }

    /// What the producer's threads recorded, as they went.
    private struct Tally {
        /// When the first state's period began, and the period, in nanoseconds.
        var start: UInt64 = 0
        var periodNanoseconds: UInt64 = 0
        /// The making thread's CPU time for each state made.
        var makingCPU: [Duration] = []
        /// Each thread's CPU time since it started, as of its last state.
        var makerCPU = Duration.zero
        var delivererCPU = Duration.zero
        /// For each state delivered, in nanoseconds, how long after it was due (0 when on time).
        var lateness: [UInt64] = []
        /// When the last state so far was delivered.
        var lastDelivery: UInt64?
    }
}
