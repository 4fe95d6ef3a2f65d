extension EditScript where Element: Equatable {
    /// A shortest script of deletions and insertions from `source` to `target`, by the O(NP)
    /// algorithm of Wu, Manber, Myers and Miller, in linear space.
    ///
    /// The result has the same length as ``myers(from:to:)``'s, `N + M − 2·L` (with `L` the length
    /// of the longest common subsequence), though the two may choose different equally short
    /// scripts. Elements are compared with `==` only.
    ///
    /// With the shorter array of length `m` and the longer of length `n`, every shortest script
    /// has `P` edits on the shorter side and `n − m + P` on the longer; the algorithm searches
    /// the edit graph in rounds `p = 0, 1, …, P`, extending only the diagonals a script with at
    /// most `p` edits on the shorter side can use, until it reaches the far corner. Which array
    /// is shorter is decided afresh for every range the recursion works on. To get a script and
    /// not only its length, each furthest-reaching path carries the point where it first crossed
    /// the middle antidiagonal of the edit graph; when the search ends, that point lies on a
    /// shortest path, and the halves on either side of it are solved the same way (the
    /// divide-and-conquer frame ``myers(from:to:)`` uses too).
    ///
    /// - Complexity: O((N + M) · P) time for the searches, where `P` is the number of edits on
    ///   the side of the shorter array (half of `D − |N − M|` for `D` edits in all), plus
    ///   O((N + M) · log D) for the recursion that recovers the script; so much faster than
    ///   Myers' O((N + M) · D) when the lengths differ a lot. O(N + M) memory besides the result.
    @inlinable
    public static func wu(from source: [Element], to target: [Element]) -> EditScript {
        EditScriptWuAligner.editScript(from: source, to: target)
    }
}

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
