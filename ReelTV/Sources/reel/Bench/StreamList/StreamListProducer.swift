import Synchronization
import Foundation
import ReelStream

/// Delivers a stream's states to the main actor on a fixed schedule, from a thread of its own,
/// as a server or a database would: state k arrives k periods after the start whatever the main
/// actor is doing, made beforehand off the main actor so that making it is nobody's main-actor
/// work.
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

    private let inbox = Mutex<[Arrival]>([])
    private let last = Mutex<[BenchSection]?>(nil)

    /// The last state of the stream, once it is made.
    var lastState: [BenchSection]? { last.withLock { $0 } }

    /// Starts the thread: `count` states after `states`' first, state k at `start + k × period`
    /// (nanoseconds of `DispatchTime`'s uptime), calling `arrived` after each.
    func start(
        _ states: StreamListStates, count: Int, start: UInt64, periodNanoseconds: UInt64,
        arrived: @escaping @Sendable () -> Void
    ) {
        let thread = Thread { [self] in
            var states = states
            for number in 1...count {
                let state = states.next()
                if number == count { last.withLock { $0 = state } }
                let due = start + UInt64(number) * periodNanoseconds
                let now = DispatchTime.now().uptimeNanoseconds
                if due > now { Thread.sleep(forTimeInterval: Double(due - now) / 1e9) }
                inbox.withLock { $0.append(Arrival(number: number, state: state)) }
                arrived()
            }
        }
        thread.start()
    }

    /// The oldest state not taken yet.
    func takeNext() -> Arrival? {
        inbox.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
