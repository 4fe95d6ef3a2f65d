/// The memory an ``IdentityMatch`` works in: its hash table, and the arrays its results are
/// written into. A match made with a fresh one allocates them; one handed back by an earlier
/// match (``IdentityMatch/returnMemory(to:)``) is written over in place, so a stream of long
/// lists stops paying the kernel for zeroed pages on every diff (``DiffWorkspace``).
@usableFromInline
struct IdentityMatchMemory {
    /// The table's slots, as 64-bit words (a table of 32-bit slots takes half as many words).
    @usableFromInline var tableWords: [UInt64] = []
    @usableFromInline var oldToNew: [Int32] = []
    @usableFromInline var newToOld: [Int32] = []
    @usableFromInline var changed: [Bool] = []
    /// Whether the memory serves match after match (a ``DiffWorkspace``'s), or one match alone,
    /// which frees its table once it is made, so that the diff's later memory may take its place.
    @usableFromInline let isReused: Bool

    @inlinable
    init(isReused: Bool) {
        self.isReused = isReused
    }

    /// The capacity to give an array of memory `isReused` that must hold `count` elements: a
    /// sixteenth more when reused, as the lists of a stream grow a few elements at a time, and
    /// an array grown to fit each would be allocated (and paged in) again and again.
    @inlinable
    static func capacity(for count: Int, isReused: Bool) -> Int {
        isReused ? count + count / 16 : count
    }

    /// Makes `array` hold `count` elements, keeping its memory where it can: what it held is
    /// overwritten by the match, so only elements beyond its count are written here. An array
    /// too small is replaced uninitialized: the match writes each of its entries before reading it.
    ///
    /// Only for the match's arrays of plain values (integers and flags), which need no
    /// initialisation to be overwritten. Static, with `isReused` passed in: a method would hold
    /// a copy of the memory, and so a second reference to `array`, which would then be copied
    /// before it is written.
    @inlinable
    static func resize<Element>(
        _ array: inout [Element], to count: Int, filling value: Element, isReused: Bool
    ) {
        if array.capacity < count {
            array = [Element](unsafeUninitializedCapacity: capacity(for: count, isReused: isReused)) { _, initialized in
                initialized = count
            }
        } else if array.count > count {
            array.removeLast(array.count - count)
        } else if array.count < count {
            array.append(contentsOf: repeatElement(value, count: count - array.count))
        }
    }
}
