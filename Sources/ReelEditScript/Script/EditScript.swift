/// An ordered list of edits that turns one array (the *source*) into another (the *target*).
///
/// Three kinds of edit exist (see ``Edit``):
///
/// - ``Edit/delete(sourceOffset:)`` removes the element at an offset **in the source**;
/// - ``Edit/insert(targetOffset:element:)`` places an element at an offset **in the target**;
/// - ``Edit/substitute(sourceOffset:targetOffset:element:)`` removes the element at an offset
///   in the source and places a new element at an offset in the target, counting as one edit.
///   Only ``wagnerFischer(from:to:)`` produces substitutions.
///
/// Offsets follow the standard library's `CollectionDifference`: source offsets name positions
/// in the source *before* any edit, target offsets name positions in the target *after* all
/// edits. Every source element that no delete or substitute names is kept, and the kept elements
/// fill, in their source order, the target offsets that no insert or substitute names. So the
/// meaning of a script does not depend on the order of ``edits``; no source offset and no target
/// offset may appear twice.
///
/// The algorithms list edits in the order of their alignment, from the front of both arrays to
/// the back: between two kept elements, deletions (by ascending source offset) come before
/// insertions (by ascending target offset). A script is made for a source of one length,
/// ``sourceCount``, and refuses to be applied to any other.
///
/// ```swift
/// let script = EditScript.myers(from: Array("kitten"), to: Array("sitting"))
/// script.count                              // 5: 2 deletions and 3 insertions
/// try script.applied(to: Array("kitten"))  // Array("sitting")
/// EditScript.wagnerFischer(from: Array("kitten"), to: Array("sitting")).count  // 3
/// ```
public struct EditScript<Element> {
    /// The edits, in the order described in the type's documentation.
    public let edits: [Edit]
    /// The number of elements of the source this script applies to.
    public let sourceCount: Int
    /// The number of elements of the target this script produces: `sourceCount − deletionCount + insertionCount`.
    public let targetCount: Int
    /// The number of ``Edit/delete(sourceOffset:)`` edits.
    public let deletionCount: Int
    /// The number of ``Edit/insert(targetOffset:element:)`` edits.
    public let insertionCount: Int
    /// The number of ``Edit/substitute(sourceOffset:targetOffset:element:)`` edits.
    public let substitutionCount: Int

    /// The number of edits: the script's length, its edit distance.
    public var count: Int { edits.count }

    /// Whether the script changes nothing, which is when the source equals the target.
    public var isEmpty: Bool { edits.isEmpty }

    /// Creates a script from edits in any order, checking that they fit a source of `sourceCount` elements.
    ///
    /// The target's length is `sourceCount − deletions + insertions`. The edits' order is kept
    /// as given (and matters to `==`), not to their meaning.
    ///
    /// - Throws: ``EditScriptError`` when `sourceCount` is negative, an offset lies outside its
    ///   array, or a source or target offset is named twice.
    public init(sourceCount: Int, edits: [Edit]) throws(EditScriptError) {
        let counts = try Self.validate(sourceCount: sourceCount, edits: edits)
        self.init(
            uncheckedSourceCount: sourceCount, edits: edits,
            deletionCount: counts.deletions, insertionCount: counts.insertions,
            substitutionCount: counts.substitutions)
    }

    /// Creates a script that is known to be valid, as the algorithms produce them.
    @usableFromInline
    init(
        uncheckedSourceCount sourceCount: Int, edits: [Edit],
        deletionCount: Int, insertionCount: Int, substitutionCount: Int
    ) {
        self.edits = edits
        self.sourceCount = sourceCount
        self.targetCount = sourceCount - deletionCount + insertionCount
        self.deletionCount = deletionCount
        self.insertionCount = insertionCount
        self.substitutionCount = substitutionCount
        assert((try? Self.validate(sourceCount: sourceCount, edits: edits)) != nil, "an algorithm made an invalid edit script")
    }

    /// Returns the target: `source` with every edit applied. Runs in O(`sourceCount` + `targetCount`).
    ///
    /// - Throws: ``EditScriptError/sourceCountMismatch(expected:actual:)`` when `source` does not
    ///   have ``sourceCount`` elements; the script cannot fit it, and nothing is applied.
    public func applied(to source: [Element]) throws(EditScriptError) -> [Element] {
        guard source.count == sourceCount else {
            throw .sourceCountMismatch(expected: sourceCount, actual: source.count)
        }
        if edits.isEmpty { return source }
        // `validate` guaranteed distinct, in-range offsets, so the kept source elements exactly
        // fill the target offsets that no edit names.
        var removed = [Bool](repeating: false, count: sourceCount)
        var placedEdit = [Int](repeating: -1, count: targetCount)
        for (index, edit) in edits.enumerated() {
            switch edit {
            case .delete(let sourceOffset):
                removed[sourceOffset] = true
            case .insert(let targetOffset, _):
                placedEdit[targetOffset] = index
            case .substitute(let sourceOffset, let targetOffset, _):
                removed[sourceOffset] = true
                placedEdit[targetOffset] = index
            }
        }
        var target: [Element] = []
        target.reserveCapacity(targetCount)
        var sourceOffset = 0
        for targetOffset in 0..<targetCount {
            let index = placedEdit[targetOffset]
            if index >= 0 {
                switch edits[index] {
                case .insert(_, let element), .substitute(_, _, let element): target.append(element)
                case .delete: preconditionFailure("a delete cannot place an element")
                }
            } else {
                while removed[sourceOffset] { sourceOffset += 1 }
                target.append(source[sourceOffset])
                sourceOffset += 1
            }
        }
        return target
    }

    /// Checks that `edits` fit a source of `sourceCount` elements; returns how many of each kind there are.
    static func validate(
        sourceCount: Int, edits: [Edit]
    ) throws(EditScriptError) -> (deletions: Int, insertions: Int, substitutions: Int) {
        guard sourceCount >= 0 else { throw .negativeSourceCount(sourceCount) }
        var deletions = 0
        var insertions = 0
        var substitutions = 0
        var sourceNamed = [Bool](repeating: false, count: sourceCount)
        for edit in edits {
            switch edit {
            case .delete(let sourceOffset):
                deletions += 1
                try claim(sourceOffset, in: &sourceNamed)
            case .insert:
                insertions += 1
            case .substitute(let sourceOffset, _, _):
                substitutions += 1
                try claim(sourceOffset, in: &sourceNamed)
            }
        }
        let targetCount = sourceCount - deletions + insertions
        var targetNamed = [Bool](repeating: false, count: targetCount)
        for edit in edits {
            switch edit {
            case .delete: continue
            case .insert(let targetOffset, _), .substitute(_, let targetOffset, _):
                guard targetNamed.indices.contains(targetOffset) else {
                    throw .targetOffsetOutOfRange(offset: targetOffset, targetCount: targetCount)
                }
                guard !targetNamed[targetOffset] else { throw .duplicateTargetOffset(targetOffset) }
                targetNamed[targetOffset] = true
            }
        }
        return (deletions, insertions, substitutions)
    }

    private static func claim(_ sourceOffset: Int, in named: inout [Bool]) throws(EditScriptError) {
        guard named.indices.contains(sourceOffset) else {
            throw .sourceOffsetOutOfRange(offset: sourceOffset, sourceCount: named.count)
        }
        guard !named[sourceOffset] else { throw .duplicateSourceOffset(sourceOffset) }
        named[sourceOffset] = true
    }
}

extension EditScript: Equatable where Element: Equatable {}
extension EditScript: Hashable where Element: Hashable {}
extension EditScript: Sendable where Element: Sendable {}

extension EditScript: CustomStringConvertible {
    /// A summary such as `EditScript(7 → 6: 3 deletions, 2 insertions, 0 substitutions)`.
    public var description: String {
        "EditScript(\(sourceCount) → \(targetCount): \(deletionCount) deletions, "
            + "\(insertionCount) insertions, \(substitutionCount) substitutions)"
    }
}
