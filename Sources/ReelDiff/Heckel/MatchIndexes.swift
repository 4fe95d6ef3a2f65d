/// A match's index of the other list for each element (``IdentityMatch/oldToNew`` and
/// ``IdentityMatch/newToOld``), held in 32 bits and read and written as `Int`.
///
/// The two arrays are most of the memory a match of a long list works in and keeps in a
/// ``DiffWorkspace``: in 32 bits a million items take 8 MB less, and the match's scattered
/// writes and reads touch half the cache lines. A list of 2²⁹ elements and more is beyond the
/// match's bound (``IdentityMatch/maximumCount``), so every index and entry fits.
@usableFromInline
struct MatchIndexes: RandomAccessCollection, MutableCollection, Equatable, Sendable {
    @usableFromInline var storage: [Int32]

    @inlinable
    init(_ storage: [Int32]) {
        self.storage = storage
    }

    @inlinable
    init(repeating value: Int, count: Int) {
        storage = [Int32](repeating: Int32(truncatingIfNeeded: value), count: count)
    }

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { storage.count }

    @inlinable
    subscript(position: Int) -> Int {
        get { Int(storage[position]) }
        set { storage[position] = Int32(truncatingIfNeeded: newValue) }
    }

    /// Calls `body` with a view of the indexes that reads them where they are.
    @inlinable
    func withUnsafeIndexes<Result>(_ body: (UnsafeMatchIndexes) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { try body(UnsafeMatchIndexes($0)) }
    }
}

/// The indexes of a ``MatchIndexes`` read where they are, as `Int`s, without bounds checks:
/// the view the passes over a long list's matches read them through.
@usableFromInline
struct UnsafeMatchIndexes: RandomAccessCollection {
    @usableFromInline let buffer: UnsafeBufferPointer<Int32>

    @inlinable
    init(_ buffer: UnsafeBufferPointer<Int32>) {
        self.buffer = buffer
    }

    /// The view of `range` of `indexes`, its first index 0.
    @inlinable
    init(rebasing range: Range<Int>, of indexes: UnsafeMatchIndexes) {
        buffer = UnsafeBufferPointer(rebasing: indexes.buffer[range])
    }

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { buffer.count }

    @inlinable
    subscript(position: Int) -> Int { Int(buffer[position]) }
}

/// The indexes of a ``MatchIndexes`` written where they are, as `Int`s, by the phases of a match
/// (``IdentityMatchBuffers``).
@usableFromInline
struct UnsafeMutableMatchIndexes {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Int32>

    @inlinable
    init(_ buffer: UnsafeMutableBufferPointer<Int32>) {
        self.buffer = buffer
    }

    @inlinable var count: Int { buffer.count }

    /// Where the indexes start, for prefetching.
    @inlinable var baseAddress: UnsafeMutablePointer<Int32>? { buffer.baseAddress }

    @inlinable
    subscript(position: Int) -> Int {
        @inline(__always) get { Int(buffer[position]) }
        @inline(__always) nonmutating set { buffer[position] = Int32(truncatingIfNeeded: newValue) }
    }
}
