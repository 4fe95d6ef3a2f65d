/// The latest element a reader has read from a sequence, until the main actor takes it: a
/// reader that keeps reading while the main actor is busy holds one element, not a backlog.
///
/// An element replaced or dropped is freed on the thread that replaced or dropped it, once the
/// lock is released: the arrays of a large list take a while to free, and the main actor waits
/// for the lock to take an element.
final class LatestElement<Element: Sendable>: Sendable {
    private struct State: Sendable {
        var element: Element?
        var isClosed = false
    }

    private let state = Locked(State())

    /// Keeps `element` in place of the element kept, if any, unless closed; returns whether it
    /// kept none, so that the reader asks the main actor to take one once, however many
    /// elements it keeps before the main actor does.
    func keep(_ element: Element) -> Bool {
        let (_, keptNone) = state.withLock { state -> (replaced: Element?, keptNone: Bool) in
            guard !state.isClosed else { return (nil, false) }
            let replaced = state.element.take()
            state.element = element
            return (replaced, replaced == nil)
        }
        return keptNone
    }

    /// The element kept, which this no longer keeps; `nil` when there is none.
    func take() -> Element? {
        state.withLock { $0.element.take() }
    }

    /// Drops the element kept, and keeps none from now on: the reader was cancelled.
    func close() {
        _ = state.withLock { state in
            state.isClosed = true
            return state.element.take()
        }
    }
}
