/// Elements held in several arrays, read as one list without copying them: a sectioned list's
/// items, section by section. The new side of a match is read this way, since a copy of a
/// million items in one array would take as much memory as the list itself.
///
/// Read in order, segment after segment; an element read by its index in the whole costs a
/// binary search for its segment, unless the segment is guessed right.
@usableFromInline
struct SegmentedElements<Element> {
    /// The arrays, in order; an empty one adds nothing.
    @usableFromInline let segments: [[Element]]
    /// Where each segment starts in the whole, then one extra entry for the end.
    @usableFromInline let starts: [Int]

    @inlinable
    init(_ segments: [[Element]]) {
        self.segments = segments
        var starts = [0]
        starts.reserveCapacity(segments.count + 1)
        for segment in segments { starts.append(starts[starts.count - 1] + segment.count) }
        self.starts = starts
    }

    /// The number of elements in every segment together.
    @inlinable
    var count: Int { starts[starts.count - 1] }

    /// The element at `index` in the whole.
    @inlinable
    subscript(index: Int) -> Element {
        let segment = starts.section(containingItem: index)
        return segments[segment][index - starts[segment]]
    }

    /// The element at `index` in the whole, looked for in `segment` first: without a search
    /// when it is there.
    @inlinable
    subscript(index: Int, probablyIn segment: Int) -> Element {
        let start = starts[segment]
        if index >= start && index < starts[segment + 1] { return segments[segment][index - start] }
        return self[index]
    }
}
