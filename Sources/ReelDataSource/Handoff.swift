/// A value handed from one task to another, held only here until the receiver takes it: so
/// that the receiver's thread, not the sender's, frees it when done. The data source hands the
/// states it diffs and the ones it is done with off the main actor this way, since freeing the
/// arrays of a list of a hundred thousand items takes the main thread up to a millisecond.
final class Handoff<Value: Sendable>: Sendable {
    private let value: Locked<Value?>

    /// Holds `value`; the sender keeps no other reference to it.
    init(_ value: consuming Value) {
        self.value = Locked(value)
    }

    /// The value, which this no longer holds; taking it twice is a programming error.
    func take() -> Value {
        value.withLock { value in
            guard let taken = value.take() else { preconditionFailure("a handed-off value was taken twice") }
            return taken
        }
    }
}
