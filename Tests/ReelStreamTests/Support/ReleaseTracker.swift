import Testing

/// Weak references to objects a test expects to be released once it lets go of them.
///
/// Create the objects inside a `do { }` block, ``track(_:_:)`` them there, and call
/// ``expectAllReleased(sourceLocation:)`` after the block: anything still alive was retained by
/// something the test no longer holds, which is a leak or a cycle.
@MainActor
final class ReleaseTracker {
    private var references: [(name: String, object: () -> AnyObject?)] = []

    func track(_ object: AnyObject, _ name: String) {
        references.append((name, { [weak object] in object }))
    }

    func expectAllReleased(sourceLocation: SourceLocation = #_sourceLocation) {
        let alive = references.filter { $0.object() != nil }.map(\.name)
        #expect(alive.isEmpty, "still alive: \(alive)", sourceLocation: sourceLocation)
    }
}
