/// How ``IdentityMatch`` reads the old elements, which its table points into by index: one
/// buffer (a linear list's items, or the sections), or the items of several sections where
/// they are (``SectionItemBuffers``). A type parameter, so that the match is specialised for
/// each, and reads a buffer's elements as directly as before there was a choice.
@usableFromInline
protocol OldElements<Element> {
    associatedtype Element
    /// What a pass reading the elements in order keeps from one read to the next, so that the
    /// next read is quick: nothing, for one buffer.
    associatedtype Cursor

    /// How many elements there are.
    var count: Int { get }

    /// Element `index`.
    subscript(index: Int) -> Element { get }

    /// Where element `index` is held, for reading it or prefetching it.
    func address(of index: Int) -> UnsafePointer<Element>

    /// A cursor for a pass that has read nothing yet.
    var startCursor: Cursor { get }

    /// Element `index`, for a pass that read the element `cursor` says last, and now this one.
    func element(_ index: Int, after cursor: inout Cursor) -> Element
}

extension UnsafeBufferPointer: OldElements {
    @inlinable @inline(__always)
    func address(of index: Int) -> UnsafePointer<Element> { baseAddress.unsafelyUnwrapped + index }

    @inlinable
    var startCursor: Void { () }

    @inlinable @inline(__always)
    func element(_ index: Int, after cursor: inout Void) -> Element { self[index] }
}
