/// Myers' linear-space refinement: finds the middle snake of a pair of ranges.
///
/// Diagonals are numbered `k = x − y` in whole-array coordinates (`x` a source offset, `y` a
/// target offset), so one pair of vectors in the scratch memory serves every pair of ranges of
/// the recursion: `forward[k]`, the furthest `x` a forward search has reached on diagonal `k`,
/// and `backward[k]`, the smallest `x` a backward search has reached on it. Diagonals, with a
/// sentinel beside them, go down to `−target.count − 1`: each vector starts that far before
/// diagonal 0.
@usableFromInline
enum EditScriptMyersAligner: EditScriptAligner {
    /// One vector of furthest-reaching x per diagonal for each direction, with a sentinel slot
    /// at each end.
    @inlinable
    static func scratchCount(sourceCount: Int, targetCount: Int) -> Int {
        2 * (sourceCount + targetCount + 3)
    }

    /// Returns the end of the middle snake that the forward or the backward search reaches first.
    ///
    /// The search in round `D` extends every diagonal the forward search can reach with `D` edits,
    /// then every one the backward search can; it stops as soon as a forward path reaches as far
    /// as a backward path on the same diagonal (checked from the side whose paths are longer,
    /// following the parity of the length difference). Diagonals are kept inside the rectangle
    /// of the two ranges; a neighbour outside it reads as a sentinel that never wins.
    @inlinable
    static func split<Element: Equatable>(
        _ a: Range<Int>, _ b: Range<Int>, in buffers: EditScriptBuffers<Element>,
        recorder: inout EditScriptRecorder<Element>
    ) -> (x: Int, y: Int)? {
        let forward = buffers.scratch.baseAddress! + (buffers.target.count + 1)
        let backward = forward + buffers.scratch.count / 2
        let aLow = a.lowerBound
        let aHigh = a.upperBound
        let bLow = b.lowerBound
        let bHigh = b.upperBound
        let lowestDiagonal = aLow - bHigh
        let highestDiagonal = aHigh - bLow
        let forwardStart = aLow - bLow
        let backwardStart = aHigh - bHigh
        let checkForward = (forwardStart - backwardStart) & 1 != 0
        var forwardLow = forwardStart
        var forwardHigh = forwardStart
        var backwardLow = backwardStart
        var backwardHigh = backwardStart
        forward[forwardStart] = aLow
        backward[backwardStart] = aHigh
        while true {
            // Forward: one more deletion or insertion, then the longest run of equal elements.
            if forwardLow > lowestDiagonal {
                forwardLow -= 1
                forward[forwardLow - 1] = -1
            } else {
                forwardLow += 1
            }
            if forwardHigh < highestDiagonal {
                forwardHigh += 1
                forward[forwardHigh + 1] = -1
            } else {
                forwardHigh -= 1
            }
            var k = forwardHigh
            while k >= forwardLow {
                let fromLeft = forward[k &- 1]
                let fromAbove = forward[k &+ 1]
                let start = fromLeft >= fromAbove ? fromLeft &+ 1 : fromAbove
                let x = buffers.snakeForward(x: start, y: start &- k, xEnd: aHigh, yEnd: bHigh)
                forward[k] = x
                if checkForward && k >= backwardLow && k <= backwardHigh && backward[k] <= x {
                    return (x, x &- k)
                }
                k &-= 2
            }
            // Backward: the same from the far corner.
            if backwardLow > lowestDiagonal {
                backwardLow -= 1
                backward[backwardLow - 1] = Int.max
            } else {
                backwardLow += 1
            }
            if backwardHigh < highestDiagonal {
                backwardHigh += 1
                backward[backwardHigh + 1] = Int.max
            } else {
                backwardHigh -= 1
            }
            k = backwardHigh
            while k >= backwardLow {
                let fromBelow = backward[k &- 1]
                let fromRight = backward[k &+ 1]
                let end = fromBelow < fromRight ? fromBelow : fromRight &- 1
                let x = buffers.snakeBackward(x: end, y: end &- k, xStart: aLow, yStart: bLow)
                backward[k] = x
                if !checkForward && k >= forwardLow && k <= forwardHigh && x <= forward[k] {
                    return (x, x &- k)
                }
                k &-= 2
            }
        }
    }
}
