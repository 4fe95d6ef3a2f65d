/// Records what a publisher emits, so a test can assert "after these inputs, these outputs".
///
/// ```swift
/// let enabled = OutputRecorder(stream.output.isSignUpEnabled)
/// stream.input.email("me@example.com")
/// stream.input.password("secret!")
/// #expect(enabled.takeValues() == [false, false, true])
/// ```
///
/// For outputs fed by async effects, await them instead of sleeping: ``next()`` suspends until
/// the next value arrives.
@MainActor
public final class OutputRecorder<Value: Sendable> {
    /// Values received and not yet taken, oldest first.
    public private(set) var values: [Value] = []
    /// Whether the publisher has finished (or failed).
    public private(set) var isFinished = false

    /// Callers of `next()` waiting for a value, oldest first.
    private var waiters: [CheckedContinuation<Value?, Never>] = []
    private var subscription: AnyCancellable?

    /// Starts recording `publisher`; recording stops when the recorder is released.
    public init<Recorded: Publisher>(_ publisher: Recorded) where Recorded.Output == Value {
        subscription = publisher.sink(
            receiveCompletion: { [weak self] _ in self?.finish() },
            receiveValue: { [weak self] value in self?.record(value) })
    }

    /// The values recorded so far, which are then forgotten: each call returns what arrived since
    /// the previous one.
    public func takeValues() -> [Value] {
        defer { values.removeAll() }
        return values
    }

    /// The oldest value not yet taken, waiting for one if there is none; `nil` once the publisher
    /// has finished and every value has been taken. Concurrent callers get values in the order
    /// they started waiting.
    public func next() async -> Value? {
        if !values.isEmpty { return values.removeFirst() }
        if isFinished { return nil }
        return await withCheckedContinuation { waiters.append($0) }
    }

    private func record(_ value: Value) {
        if waiters.isEmpty {
            values.append(value)
        } else {
            waiters.removeFirst().resume(returning: value)
        }
    }

    private func finish() {
        isFinished = true
        let waiting = waiters
        waiters.removeAll()
        waiting.forEach { $0.resume(returning: nil) }
    }
}
