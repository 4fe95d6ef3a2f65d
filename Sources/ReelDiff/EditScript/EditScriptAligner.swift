/// The divide-and-conquer frame that all three edit-script algorithms share.
///
/// An aligner works on one pair of ranges at a time, `source[a]` against `target[b]`. The frame
/// (``align(_:_:recorder:)``) strips the common prefix and suffix of the pair (matching equal
/// ends is always part of some minimal alignment, for deletes and inserts as well as for
/// Levenshtein's edits), and hands what remains, when both sides are non-empty, to the
/// algorithm's ``split(_:_:recorder:)``. That either names a point through which a minimal
/// alignment passes, and the frame solves the two halves recursively, or records the alignment
/// of the pair itself. What one side has and the other lacks is left to the recorder, which turns
/// the gaps between recorded steps into deletions and insertions.
///
/// Splitting near the middle keeps the recursion O(log(N + M)) deep and the memory linear.
@usableFromInline
protocol EditScriptAligner {
    associatedtype Element: Equatable

    /// How many integers of scratch memory the algorithm needs for arrays of these lengths.
    static func scratchCount(sourceCount: Int, targetCount: Int) -> Int

    /// An aligner of the whole source with the whole target, working in the buffers' scratch.
    init(_ buffers: EditScriptBuffers<Element>)

    /// What the aligner works on.
    var buffers: EditScriptBuffers<Element> { get }

    /// Aligns `source[a]` with `target[b]`, two non-empty ranges whose first elements differ and
    /// whose last elements differ.
    ///
    /// - Returns: a point `(x, y)` with `a ~= x` or `x == a.upperBound`, likewise `y` in `b`,
    ///   other than both lower or both upper bounds, through which a minimal alignment of the
    ///   ranges passes; or `nil` once the alignment has been recorded in `recorder`.
    mutating func split(
        _ a: Range<Int>, _ b: Range<Int>, recorder: inout EditScriptRecorder<Element>
    ) -> (x: Int, y: Int)?
}

/// The memory an aligner works on: the two arrays' elements, and zeroed scratch memory of the
/// algorithm's ``EditScriptAligner/scratchCount(sourceCount:targetCount:)``.
@usableFromInline
struct EditScriptBuffers<Element> {
    @usableFromInline let source: UnsafeBufferPointer<Element>
    @usableFromInline let target: UnsafeBufferPointer<Element>
    @usableFromInline let scratch: UnsafeMutableBufferPointer<Int>

    @inlinable
    init(source: UnsafeBufferPointer<Element>, target: UnsafeBufferPointer<Element>, scratch: UnsafeMutableBufferPointer<Int>) {
        self.source = source
        self.target = target
        self.scratch = scratch
    }
}

extension EditScriptAligner {
    /// The whole source.
    @inlinable
    var source: UnsafeBufferPointer<Element> { buffers.source }
    /// The whole target.
    @inlinable
    var target: UnsafeBufferPointer<Element> { buffers.target }

    /// The script this algorithm makes from `source` to `target`, its scratch memory on the
    /// stack where it fits.
    @inlinable
    static func editScript(from source: [Element], to target: [Element]) -> EditScript<Element> {
        source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
                let count = scratchCount(sourceCount: source.count, targetCount: target.count)
                return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { scratch in
                    scratch.initialize(repeating: 0)
                    var aligner = Self(EditScriptBuffers(source: source, target: target, scratch: scratch))
                    return aligner.editScript()
                }
            }
        }
    }

    /// Records a minimal alignment of `source[a]` with `target[b]`.
    @inlinable
    mutating func align(_ a: Range<Int>, _ b: Range<Int>, recorder: inout EditScriptRecorder<Element>) {
        let source = self.source
        let target = self.target
        var aLow = a.lowerBound
        var aHigh = a.upperBound
        var bLow = b.lowerBound
        var bHigh = b.upperBound
        while aLow < aHigh && bLow < bHigh && source[aLow] == target[bLow] {
            aLow += 1
            bLow += 1
        }
        recorder.match(sourceOffset: a.lowerBound, targetOffset: b.lowerBound, count: aLow - a.lowerBound)
        while aLow < aHigh && bLow < bHigh && source[aHigh - 1] == target[bHigh - 1] {
            aHigh -= 1
            bHigh -= 1
        }
        if aLow < aHigh && bLow < bHigh,
            let point = split(aLow..<aHigh, bLow..<bHigh, recorder: &recorder)
        {
            let isInside =
                (aLow...aHigh).contains(point.x) && (bLow...bHigh).contains(point.y)
                && (point.x, point.y) != (aLow, bLow) && (point.x, point.y) != (aHigh, bHigh)
            if isInside {
                align(aLow..<point.x, bLow..<point.y, recorder: &recorder)
                align(point.x..<aHigh, point.y..<bHigh, recorder: &recorder)
            } else {
                // Unreachable unless an algorithm is wrong; the gap still yields a correct, if
                // longer, script.
                assertionFailure("split point \(point) outside \(aLow..<aHigh) × \(bLow..<bHigh)")
            }
        }
        recorder.match(sourceOffset: aHigh, targetOffset: bHigh, count: a.upperBound - aHigh)
    }

    /// Aligns the whole source with the whole target and returns the script.
    @inlinable
    mutating func editScript() -> EditScript<Element> {
        var recorder = EditScriptRecorder(target: target)
        align(0..<source.count, 0..<target.count, recorder: &recorder)
        return recorder.finish(sourceCount: source.count)
    }
}
