/// Builds an ``EditScript`` while an algorithm walks an alignment from the front of both arrays
/// to the back.
///
/// The algorithms report only the diagonal steps of their alignment: runs of equal elements
/// (`match`) and, for Wagner–Fischer, substitutions. Everything the walk skips between two such
/// steps is a gap, which the recorder writes out as deletions (ascending source offsets) followed
/// by insertions (ascending target offsets). Steps must be reported in alignment order.
@usableFromInline
struct EditScriptRecorder<Element> {
    /// The target, where inserted and substituted elements are copied from.
    @usableFromInline let target: UnsafeBufferPointer<Element>
    @usableFromInline var edits: [EditScript<Element>.Edit] = []
    /// The source offset the walk has reached: every source element before it has been accounted for.
    @usableFromInline var sourcePosition = 0
    /// The target offset the walk has reached.
    @usableFromInline var targetPosition = 0
    @usableFromInline var deletionCount = 0
    @usableFromInline var insertionCount = 0
    @usableFromInline var substitutionCount = 0

    @inlinable
    init(target: UnsafeBufferPointer<Element>) {
        self.target = target
    }

    /// Records `count` equal elements at `sourceOffset` and `targetOffset`, after the gap that leads to them.
    @inlinable
    mutating func match(sourceOffset: Int, targetOffset: Int, count: Int) {
        guard count > 0 else { return }
        closeGap(sourceOffset: sourceOffset, targetOffset: targetOffset)
        sourcePosition += count
        targetPosition += count
    }

    /// Records that the source element at `sourceOffset` becomes the target element at `targetOffset`.
    @inlinable
    mutating func substitute(sourceOffset: Int, targetOffset: Int) {
        closeGap(sourceOffset: sourceOffset, targetOffset: targetOffset)
        edits.append(.substitute(sourceOffset: sourceOffset, targetOffset: targetOffset, element: target[targetOffset]))
        substitutionCount += 1
        sourcePosition += 1
        targetPosition += 1
    }

    /// Writes out the gap between the walk's position and (`sourceOffset`, `targetOffset`).
    @inlinable
    mutating func closeGap(sourceOffset: Int, targetOffset: Int) {
        assert(sourceOffset >= sourcePosition && targetOffset >= targetPosition, "alignment steps out of order")
        deletionCount += sourceOffset - sourcePosition
        insertionCount += targetOffset - targetPosition
        while sourcePosition < sourceOffset {
            edits.append(.delete(sourceOffset: sourcePosition))
            sourcePosition += 1
        }
        while targetPosition < targetOffset {
            edits.append(.insert(targetOffset: targetPosition, element: target[targetPosition]))
            targetPosition += 1
        }
    }

    /// Closes the last gap, up to the ends of a source of `sourceCount` elements and of the target, and returns the script.
    @inlinable
    mutating func finish(sourceCount: Int) -> EditScript<Element> {
        closeGap(sourceOffset: sourceCount, targetOffset: target.count)
        return EditScript(
            uncheckedSourceCount: sourceCount, edits: edits,
            deletionCount: deletionCount, insertionCount: insertionCount, substitutionCount: substitutionCount)
    }
}
