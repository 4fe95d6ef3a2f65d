/// One algorithm in the divide-and-conquer frame that all three edit-script algorithms share.
///
/// The frame (``align(_:_:in:recorder:)``) works on one pair of ranges at a time, `source[a]`
/// against `target[b]`. It strips the common prefix and suffix of the pair (matching equal ends
/// is always part of some minimal alignment, for deletes and inserts as well as for
/// Levenshtein's edits), and hands what remains, when both sides are non-empty, to the
/// algorithm's ``split(_:_:in:recorder:)``. That either names a point through which a minimal
/// alignment passes, and the frame solves the two halves recursively, or records the alignment
/// of the pair itself. What one side has and the other lacks is left to the recorder, which
/// turns the gaps between recorded steps into deletions and insertions.
///
/// Splitting near the middle keeps the recursion O(log(N + M)) deep and the memory linear.
@usableFromInline
protocol EditScriptAligner {
    /// How many integers of scratch memory the algorithm needs for arrays of these lengths.
    static func scratchCount(sourceCount: Int, targetCount: Int) -> Int

    /// Aligns `source[a]` with `target[b]` of `buffers`, two non-empty ranges whose first
    /// elements differ and whose last elements differ.
    ///
    /// - Returns: a point `(x, y)` with `a ~= x` or `x == a.upperBound`, likewise `y` in `b`,
    ///   other than both lower or both upper bounds, through which a minimal alignment of the
    ///   ranges passes; or `nil` once the alignment has been recorded in `recorder`.
    static func split<Element: Equatable>(
        _ a: Range<Int>, _ b: Range<Int>, in buffers: EditScriptBuffers<Element>,
        recorder: inout EditScriptRecorder<Element>
    ) -> (x: Int, y: Int)?
}

extension EditScriptAligner {
    /// The script this algorithm makes from `source` to `target`, its scratch memory on the
    /// stack where it fits.
    @inlinable
    static func editScript<Element: Equatable>(from source: [Element], to target: [Element]) -> EditScript<Element> {
        source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
                let count = scratchCount(sourceCount: source.count, targetCount: target.count)
                return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { scratch in
                    scratch.initialize(repeating: 0)
                    let buffers = EditScriptBuffers(source: source, target: target, scratch: scratch)
                    var recorder = EditScriptRecorder(target: target)
                    align(0..<source.count, 0..<target.count, in: buffers, recorder: &recorder)
                    return recorder.finish(sourceCount: source.count)
                }
            }
        }
    }

    /// Records a minimal alignment of `source[a]` with `target[b]` of `buffers`.
    @inlinable
    static func align<Element: Equatable>(
        _ a: Range<Int>, _ b: Range<Int>, in buffers: EditScriptBuffers<Element>,
        recorder: inout EditScriptRecorder<Element>
    ) {
        let aLow = buffers.snakeForward(x: a.lowerBound, y: b.lowerBound, xEnd: a.upperBound, yEnd: b.upperBound)
        let bLow = b.lowerBound + (aLow - a.lowerBound)
        recorder.match(sourceOffset: a.lowerBound, targetOffset: b.lowerBound, count: aLow - a.lowerBound)
        let aHigh = buffers.snakeBackward(x: a.upperBound, y: b.upperBound, xStart: aLow, yStart: bLow)
        let bHigh = b.upperBound - (a.upperBound - aHigh)
        if aLow < aHigh && bLow < bHigh,
            let point = split(aLow..<aHigh, bLow..<bHigh, in: buffers, recorder: &recorder)
        {
            let isInside =
                (aLow...aHigh).contains(point.x) && (bLow...bHigh).contains(point.y)
                && (point.x, point.y) != (aLow, bLow) && (point.x, point.y) != (aHigh, bHigh)
            if isInside {
                align(aLow..<point.x, bLow..<point.y, in: buffers, recorder: &recorder)
                align(point.x..<aHigh, point.y..<bHigh, in: buffers, recorder: &recorder)
            } else {
                // Unreachable unless an algorithm is wrong; the gap still yields a correct, if
                // longer, script.
                assertionFailure("split point \(point) outside \(aLow..<aHigh) × \(bLow..<bHigh)")
            }
        }
        recorder.match(sourceOffset: aHigh, targetOffset: bHigh, count: a.upperBound - aHigh)
    }
}
