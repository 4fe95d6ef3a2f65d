import Dispatch

/// The elements of another async sequence, which its reader reads only once the test opens a
/// gate: its first request waits there. ``readToTheEndHoldingTheMainActor()`` opens the gate
/// and holds the main actor until the reader has read the end, so the whole sequence is read
/// while nothing runs on the main actor; a reader that needs the main actor reads none of it.
public struct GatedSequence<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable {
    /// The base sequence's elements.
    public typealias Element = Base.Element

    private let base: Base
    /// Finishes once the reader has made its first request, which waits at the gate.
    public let firstRequest: AsyncStream<Void>
    private let requested: AsyncStream<Void>.Continuation
    private let gate = DispatchSemaphore(value: 0)
    private let end = DispatchSemaphore(value: 0)

    /// The elements of `base`, behind a closed gate.
    public init(_ base: Base) {
        self.base = base
        (firstRequest, requested) = AsyncStream<Void>.makeStream()
    }

    /// An iterator whose first request waits at the gate.
    public func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), requested: requested, gate: gate, end: end)
    }

    /// Opens the gate and waits, holding the main actor, until the reader has read the end:
    /// `false` if it has not after a minute, which only a reader on the main actor takes. Call
    /// it once ``firstRequest`` finished, so that the reader waits at the gate.
    @MainActor
    public func readToTheEndHoldingTheMainActor() -> Bool {
        gate.signal()
        return end.wait(timeout: .now() + .seconds(60)) == .success
    }

    /// Reads the base sequence's elements once past the gate.
    public struct Iterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let requested: AsyncStream<Void>.Continuation
        let gate: DispatchSemaphore
        let end: DispatchSemaphore
        var passedTheGate = false

        /// The next element; the first request waits at the gate.
        public mutating func next() async throws -> Element? {
            if !passedTheGate {
                passedTheGate = true
                requested.finish()
                // A reader on the main actor blocks the test that would open the gate: it must
                // not block it for good.
                _ = gate.wait(timeout: .now() + .seconds(60))
            }
            guard let element = try await base.next() else {
                end.signal()
                return nil
            }
            return element
        }
    }
}
