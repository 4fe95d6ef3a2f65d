/// The old items of a sectioned diff, read in their sections' own arrays: element i of the
/// whole is in the segment whose range holds it. A diff of a million items in ten sections
/// would otherwise gather them into one array as large as the list (24 MB for items of 24
/// bytes), and keep that memory in its workspace.
///
/// The segment of an index is looked up in a table of the segment each block of indexes starts
/// in, then walked forward past the segments (empty ones included) that end before it: a few
/// reads that stay in the cache, rather than a binary search. A pass reading in order keeps
/// the segment it read last (``Cursor``), and looks up only when it leaves it.
@usableFromInline
struct SectionItemBuffers<Element>: OldElements {
    /// Each segment's first element; a segment without elements has any address.
    @usableFromInline let bases: UnsafeBufferPointer<UnsafePointer<Element>>
    /// Where each segment starts in the whole, then one extra entry for the end.
    @usableFromInline let starts: UnsafeBufferPointer<Int>
    /// For each block of `1 << blockShift` indexes, the segment holding its first index.
    @usableFromInline let blockSegments: UnsafeBufferPointer<Int32>
    @usableFromInline let blockShift: Int

    /// The most sections read where they are: each section's buffer is held by a call of its
    /// own, one inside the other, so more would take more of a thread's stack (a few hundred
    /// bytes a section), and a list of many small sections gains little memory by it. The items
    /// of more sections are gathered into one array instead.
    @usableFromInline static var maximumSegments: Int { 64 }

    @inlinable
    var count: Int { starts[starts.count - 1] }

    @inlinable @inline(__always)
    subscript(index: Int) -> Element { address(of: index).pointee }

    @inlinable @inline(__always)
    func address(of index: Int) -> UnsafePointer<Element> {
        let segment = segment(containing: index)
        return bases[segment] + (index &- starts[segment])
    }

    /// The segment a pass read last, as the range of the whole it holds and where its first
    /// element is: the next read in it takes two comparisons, where a lookup reads memory.
    @usableFromInline
    struct Cursor {
        @usableFromInline var lower = 0
        @usableFromInline var upper = 0
        @usableFromInline var base = SectionItemBuffers.placeholder

        @inlinable
        init() {}
    }

    @inlinable
    var startCursor: Cursor { Cursor() }

    @inlinable @inline(__always)
    func element(_ index: Int, after cursor: inout Cursor) -> Element {
        if index < cursor.lower || index >= cursor.upper {
            let segment = segment(containing: index)
            cursor.lower = starts[segment]
            cursor.upper = starts[segment &+ 1]
            cursor.base = bases[segment]
        }
        return cursor.base[index &- cursor.lower]
    }

    /// The segment holding element `index`.
    @inlinable @inline(__always)
    func segment(containing index: Int) -> Int {
        var segment = Int(truncatingIfNeeded: blockSegments[index &>> blockShift])
        while starts[segment &+ 1] <= index { segment &+= 1 }
        return segment
    }

    /// Calls `body` with the items of `sections` (at most ``maximumSegments``) whose entry in
    /// `match` is not negative (the surviving ones), read where they are, and where each
    /// section's items start in the whole (plus the end): a section left out gets an empty range.
    @inlinable
    static func withItems<Section: SectionModelType, Result>(
        of sections: [Section], keeping match: [Int], _ body: (SectionItemBuffers<Element>, _ starts: [Int]) -> Result
    ) -> Result where Section.Item == Element {
        precondition(sections.count <= maximumSegments, "more sections than are read in place")
        var starts = [0]
        starts.reserveCapacity(sections.count + 1)
        for (section, counterpart) in zip(sections, match) {
            starts.append(starts[starts.count - 1] + (counterpart >= 0 ? section.items.count : 0))
        }
        var bases: [UnsafePointer<Element>] = []
        bases.reserveCapacity(sections.count)
        // Each section's buffer is valid only inside its own call, so the calls nest, and the
        // body runs in the innermost.
        func holdBuffers(from section: Int) -> Result {
            guard section < sections.count else { return withBuffers(bases, starts: starts) { body($0, starts) } }
            guard match[section] >= 0 else {
                bases.append(placeholder)
                return holdBuffers(from: section + 1)
            }
            return sections[section].items.withUnsafeBufferPointer { buffer in
                bases.append(buffer.baseAddress ?? placeholder)
                return holdBuffers(from: section + 1)
            }
        }
        return holdBuffers(from: 0)
    }

    /// The base of a segment without elements, which is never read.
    @inlinable
    static var placeholder: UnsafePointer<Element> { UnsafePointer(bitPattern: MemoryLayout<Element>.alignment)! }

    /// The items of the sections whose entry in `match` is not negative, in one array, and where
    /// each section's items start (plus the end): a section left out gets an empty range. They
    /// are gathered into `memory`'s capacity, which is taken (left empty), grown as
    /// ``IdentityMatchMemory/capacity(for:isReused:)`` says if it is too small.
    @inlinable
    static func gatheredItems<Section: SectionModelType>(
        _ sections: [Section], keeping match: [Int], into memory: inout [Element], isReused: Bool
    ) -> (items: [Element], starts: [Int]) where Section.Item == Element {
        var starts = [0]
        starts.reserveCapacity(sections.count + 1)
        var items = memory
        memory = []
        items.removeAll(keepingCapacity: true)
        let count = sections.indices.reduce(0) { $0 + (match[$1] >= 0 ? sections[$1].items.count : 0) }
        if items.capacity < count { items.reserveCapacity(IdentityMatchMemory.capacity(for: count, isReused: isReused)) }
        for (section, counterpart) in zip(sections, match) {
            if counterpart >= 0 { items.append(contentsOf: section.items) }
            starts.append(items.count)
        }
        return (items, starts)
    }

    /// Calls `body` with buffers over segments starting at `bases`, at `starts` in the whole.
    @inlinable
    static func withBuffers<Result>(
        _ bases: [UnsafePointer<Element>], starts: [Int], _ body: (SectionItemBuffers<Element>) -> Result
    ) -> Result {
        let count = starts[starts.count - 1]
        // Blocks of about a thousandth of the list, at least 64 indexes: a table of a few
        // kilobytes at most, and about one segment to walk past per lookup.
        var blockShift = 6
        while count >> blockShift > 1024 { blockShift += 1 }
        var blockSegments = [Int32](repeating: 0, count: (count >> blockShift) + 1)
        var segment = 0
        for block in blockSegments.indices {
            while segment + 1 < bases.count && starts[segment + 1] <= block << blockShift { segment += 1 }
            blockSegments[block] = Int32(segment)
        }
        return bases.withUnsafeBufferPointer { bases in
            starts.withUnsafeBufferPointer { starts in
                blockSegments.withUnsafeBufferPointer { blockSegments in
                    body(SectionItemBuffers(bases: bases, starts: starts, blockSegments: blockSegments, blockShift: blockShift))
                }
            }
        }
    }

    @inlinable
    init(
        bases: UnsafeBufferPointer<UnsafePointer<Element>>, starts: UnsafeBufferPointer<Int>,
        blockSegments: UnsafeBufferPointer<Int32>, blockShift: Int
    ) {
        self.bases = bases
        self.starts = starts
        self.blockSegments = blockSegments
        self.blockShift = blockShift
    }
}
