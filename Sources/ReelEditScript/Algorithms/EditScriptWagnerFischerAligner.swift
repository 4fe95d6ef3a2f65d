/// Hirschberg's linear-space form of the Wagner–Fischer dynamic programme.
@usableFromInline
enum EditScriptWagnerFischerAligner: EditScriptAligner {
    /// Two table rows of `target.count + 1` distances.
    @inlinable
    static func scratchCount(sourceCount: Int, targetCount: Int) -> Int {
        2 * (targetCount + 1)
    }

    @inlinable
    static func split<Element: Equatable>(
        _ a: Range<Int>, _ b: Range<Int>, in buffers: EditScriptBuffers<Element>,
        recorder: inout EditScriptRecorder<Element>
    ) -> (x: Int, y: Int)? {
        let source = buffers.source
        let target = buffers.target
        // One element against several (its ends differ from both ends of the other side): keep it
        // if the other side has it, else substitute it for the other side's first element.
        if a.count == 1 {
            let element = source[a.lowerBound]
            if let y = b.first(where: { target[$0] == element }) {
                recorder.match(sourceOffset: a.lowerBound, targetOffset: y, count: 1)
            } else {
                recorder.substitute(sourceOffset: a.lowerBound, targetOffset: b.lowerBound)
            }
            return nil
        }
        if b.count == 1 {
            let element = target[b.lowerBound]
            if let x = a.first(where: { source[$0] == element }) {
                recorder.match(sourceOffset: x, targetOffset: b.lowerBound, count: 1)
            } else {
                recorder.substitute(sourceOffset: a.lowerBound, targetOffset: b.lowerBound)
            }
            return nil
        }

        let middle = a.lowerBound + a.count / 2
        let m = b.count
        let bBase = target.baseAddress! + b.lowerBound
        // top[j]: distance from the pair's start to (middle, b.lowerBound + j).
        let top = buffers.scratch.baseAddress!
        // bottom[j]: distance from (middle, b.lowerBound + j) to the pair's end.
        let bottom = top + (m + 1)

        // Distances never exceed N + M, so the arithmetic below cannot overflow.
        for j in 0...m { top[j] = j }
        for x in a.lowerBound..<middle {
            let element = source[x]
            var diagonal = top[0]
            var left = diagonal &+ 1
            top[0] = left
            for j in 1...m {
                let up = top[j]
                // The minimum not involving `left` first: it keeps the loop-carried chain short.
                let viaSubstitution = element == bBase[j &- 1] ? diagonal : diagonal &+ 1
                let notLeft = up &+ 1 < viaSubstitution ? up &+ 1 : viaSubstitution
                left = left &+ 1 < notLeft ? left &+ 1 : notLeft
                top[j] = left
                diagonal = up
            }
        }

        for j in 0...m { bottom[j] = m &- j }
        var x = a.upperBound &- 1
        while x >= middle {
            let element = source[x]
            var diagonal = bottom[m]
            var right = diagonal &+ 1
            bottom[m] = right
            var j = m &- 1
            while j >= 0 {
                let down = bottom[j]
                let viaSubstitution = element == bBase[j] ? diagonal : diagonal &+ 1
                let notRight = down &+ 1 < viaSubstitution ? down &+ 1 : viaSubstitution
                right = right &+ 1 < notRight ? right &+ 1 : notRight
                bottom[j] = right
                diagonal = down
                j &-= 1
            }
            x &-= 1
        }

        var bestColumn = 0
        var bestDistance = Int.max
        for j in 0...m where top[j] + bottom[j] < bestDistance {
            bestDistance = top[j] + bottom[j]
            bestColumn = j
        }
        return (middle, b.lowerBound + bestColumn)
    }
}
