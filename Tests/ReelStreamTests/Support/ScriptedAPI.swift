import Foundation
import ReelStream

/// A fake async API whose calls the test answers one by one, so async effects are tested by
/// awaiting events rather than by sleeping.
///
/// Each call suspends until the test takes it with ``nextCall()`` and replies; a call whose task
/// is cancelled ends with `CancellationError`, which ``Call/wasCancelled()`` reports.
final class ScriptedAPI<Request: Sendable, Response: Sendable>: @unchecked Sendable {
    /// One call in flight.
    struct Call: Sendable {
        let request: Request
        fileprivate let reply: AsyncStream<Result<Response, any Error>>.Continuation
        fileprivate let ending: AsyncStream<Bool>

        func succeed(_ response: Response) {
            reply.yield(.success(response))
            reply.finish()
        }

        func fail(_ error: any Error) {
            reply.yield(.failure(error))
            reply.finish()
        }

        /// Waits until the call has ended, and tells whether it ended by being cancelled.
        func wasCancelled() async -> Bool {
            for await cancelled in ending { return cancelled }
            return false
        }
    }

    // The calls are handed from the API's callers to the test across tasks; the lock guards both
    // queues.
    private let lock = NSLock()
    private var unclaimedCalls: [Call] = []
    private var waitingTests: [CheckedContinuation<Call, Never>] = []
    private var callCount = 0

    /// How many calls have been made so far.
    var numberOfCalls: Int {
        lock.lock()
        defer { lock.unlock() }
        return callCount
    }

    /// Makes a call and suspends until the test answers it.
    func call(_ request: Request) async throws -> Response {
        let (replies, reply) = AsyncStream.makeStream(of: Result<Response, any Error>.self)
        let (ending, end) = AsyncStream.makeStream(of: Bool.self)
        reply.onTermination = { termination in
            if case .cancelled = termination {
                end.yield(true)
            } else {
                end.yield(false)
            }
            end.finish()
        }
        hand(Call(request: request, reply: reply, ending: ending))
        for await result in replies { return try result.get() }
        throw CancellationError()
    }

    /// The oldest call the test has not taken yet, waiting for one if there is none.
    func nextCall() async -> Call {
        await withCheckedContinuation { test in
            lock.lock()
            if unclaimedCalls.isEmpty {
                waitingTests.append(test)
                lock.unlock()
            } else {
                let call = unclaimedCalls.removeFirst()
                lock.unlock()
                test.resume(returning: call)
            }
        }
    }

    private func hand(_ call: Call) {
        lock.lock()
        callCount += 1
        if waitingTests.isEmpty {
            unclaimedCalls.append(call)
            lock.unlock()
        } else {
            let test = waitingTests.removeFirst()
            lock.unlock()
            test.resume(returning: call)
        }
    }
}
