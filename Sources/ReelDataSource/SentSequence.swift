/// An async sequence its caller gave up (a `sending` parameter), carried to the task that
/// reads it off the main actor.
///
/// `@unchecked Sendable` because the compiler cannot follow the hand-over: the data source
/// starts the reading task on the main actor, so a sequence the task captured would count as
/// the main actor's and could not be sent on to the reader, though nothing but the reader ever
/// touches it.
struct SentSequence<Base: AsyncSequence>: @unchecked Sendable {
    let base: Base

    init(_ base: sending Base) {
        self.base = base
    }
}
