/// The memory an ``IdentityMatch`` works in: its hash table, and the arrays its results are
/// written into. A match made with a fresh one allocates them; one handed back by an earlier
/// match (``IdentityMatch/returnMemory(to:)``) is written over in place, so a stream of long
/// lists stops paying the kernel for zeroed pages on every diff (``DiffWorkspace``).
@usableFromInline
struct IdentityMatchMemory {
    /// The table's slots, as 64-bit words (a table of 32-bit slots takes half as many words).
    @usableFromInline var tableWords: [UInt64] = []
    @usableFromInline var oldToNew: [Int] = []
    @usableFromInline var newToOld: [Int] = []
    @usableFromInline var changed: [Bool] = []
    /// Whether the table is kept once a match is made, for the next one; a memory used for one
    /// match frees it at once, as the match's other memory may then take its place.
    @usableFromInline let keepsTable: Bool

    @inlinable
    init(keepsTable: Bool) {
        self.keepsTable = keepsTable
    }

    /// Makes `array` hold `count` elements, keeping its memory: what it held is overwritten by
    /// the match, so only elements beyond its count are written here, and only memory beyond
    /// its capacity is allocated. An empty array grows uninitialized: the match writes each
    /// of its entries before reading it.
    @inlinable
    static func resize<Element: BitwiseCopyable>(_ array: inout [Element], to count: Int, filling value: Element) {
        if array.isEmpty {
            array = [Element](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        } else if array.count > count {
            array.removeLast(array.count - count)
        } else if array.count < count {
            array.append(contentsOf: repeatElement(value, count: count - array.count))
        }
    }
}
