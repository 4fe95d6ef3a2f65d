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

extension EditScriptBuffers where Element: Equatable {
    /// Where the snake from `(x, y)` ends, going forward: the first `x` (with `y` shifted
    /// alike) at which `source[x] != target[y]`, `x == xEnd` or `y == yEnd`.
    @inlinable
    func snakeForward(x: Int, y: Int, xEnd: Int, yEnd: Int) -> Int {
        var x = x
        var y = y
        while x < xEnd && y < yEnd && source[x] == target[y] {
            x &+= 1
            y &+= 1
        }
        return x
    }

    /// Where the snake that ends at `(x, y)` starts, going backward: the last `x` (with `y`
    /// shifted alike) at which `source[x − 1] != target[y − 1]`, `x == xStart` or `y == yStart`.
    @inlinable
    func snakeBackward(x: Int, y: Int, xStart: Int, yStart: Int) -> Int {
        var x = x
        var y = y
        while x > xStart && y > yStart && source[x &- 1] == target[y &- 1] {
            x &-= 1
            y &-= 1
        }
        return x
    }
}
