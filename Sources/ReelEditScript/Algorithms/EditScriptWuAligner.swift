/// Wu, Manber, Myers and Miller's O(NP) search, used to find a point on a shortest path.
@usableFromInline
enum EditScriptWuAligner: EditScriptAligner {
    /// Per diagonal: the furthest point reached, and where its path crossed the middle; three
    /// vectors of `source.count + target.count + 3` integers.
    @inlinable
    static func scratchCount(sourceCount: Int, targetCount: Int) -> Int {
        3 * (sourceCount + targetCount + 3)
    }

    @inlinable
    static func split<Element: Equatable>(
        _ a: Range<Int>, _ b: Range<Int>, in buffers: EditScriptBuffers<Element>,
        recorder: inout EditScriptRecorder<Element>
    ) -> (x: Int, y: Int)? {
        if a.count <= b.count {
            return middle(of: buffers.source, a, and: buffers.target, b, scratch: buffers.scratch)
        } else {
            let (y, x) = middle(of: buffers.target, b, and: buffers.source, a, scratch: buffers.scratch)
            return (x, y)
        }
    }

    /// Searches `short[shortRange]` against `long[longRange]` (not longer than it), in `scratch`, and returns,
    /// in whole-array offsets, the first point at or past the middle antidiagonal on a shortest path.
    ///
    /// Offsets inside the search are relative to the ranges: `x` into the short side, `y` into the
    /// long side; diagonal `k = y − x` runs from `−m − 1` to `n + 1`.
    @inlinable
    static func middle<Element: Equatable>(
        of short: UnsafeBufferPointer<Element>, _ shortRange: Range<Int>,
        and long: UnsafeBufferPointer<Element>, _ longRange: Range<Int>, scratch: UnsafeMutableBufferPointer<Int>
    ) -> (Int, Int) {
        let m = shortRange.count
        let n = longRange.count
        let delta = n - m
        let half = (m + n) / 2
        let shortBase = short.baseAddress! + shortRange.lowerBound
        let longBase = long.baseAddress! + longRange.lowerBound
        let width = m + n + 3
        // furthest[k]: the furthest y reached on diagonal k (−1: not yet).
        // crossingX/Y[k]: where that path first reached x + y ≥ half (−1: not yet).
        let furthest = scratch.baseAddress! + (m + 1)
        let crossingX = furthest + width
        let crossingY = crossingX + width
        for k in -(m + 1)...(n + 1) {
            furthest[k] = -1
            crossingX[k] = -1
        }

        @inline(__always)
        func extend(_ k: Int) {
            // An insertion from diagonal k − 1 or a deletion from diagonal k + 1, whichever
            // reaches further (the deletion on a tie).
            let viaInsertion = furthest[k &- 1] &+ 1
            let viaDeletion = furthest[k &+ 1]
            var y: Int
            var crossX: Int
            var crossY: Int
            if viaInsertion > viaDeletion {
                y = viaInsertion
                crossX = crossingX[k &- 1]
                crossY = crossingY[k &- 1]
            } else {
                y = viaDeletion
                crossX = crossingX[k &+ 1]
                crossY = crossingY[k &+ 1]
            }
            var x = y &- k
            let startX = x
            let startY = y
            while x < m && y < n && shortBase[x] == longBase[y] {
                x &+= 1
                y &+= 1
            }
            if crossX < 0 && x &+ y >= half {
                // The path crosses the middle at its new start or on the run of equal elements after it.
                let steps = startX + startY >= half ? 0 : (half - startX - startY + 1) / 2
                crossX = startX + steps
                crossY = startY + steps
            }
            furthest[k] = y
            crossingX[k] = crossX
            crossingY[k] = crossY
        }

        var p = 0
        while true {
            var k = -p
            while k < delta {
                extend(k)
                k += 1
            }
            k = delta + p
            while k > delta {
                extend(k)
                k -= 1
            }
            extend(delta)
            if furthest[delta] >= n { break }
            p += 1
        }
        return (shortRange.lowerBound + crossingX[delta], longRange.lowerBound + crossingY[delta])
    }
}
