/// The new occurrences of repeated identities (``RepeatedIdentities``), segment after segment,
/// each segment's in the order of the list: ``IdentityMatch``'s `matchRepeated` goes through a
/// segment's elements meeting them in that order, and needs each one's position and group
/// without counting the occurrences of every group met before, in every segment, to find it.
struct OccurrencesBySegment {
    /// The occurrences' positions in ``RepeatedIdentities``'s `newOccurrences`.
    let positions: [Int]
    /// The group of each occurrence in `positions`.
    let groups: [Int]
    /// Where each segment's occurrences start in `positions`, then one extra entry for the end.
    let starts: [Int]

    /// The new occurrences in `repeated`, in segments starting at `newStarts` (plus the end).
    init(_ repeated: RepeatedIdentities, newStarts: [Int]) {
        var groupOf = [Int](repeating: 0, count: repeated.newOccurrences.count)
        for group in 0..<repeated.count {
            for position in repeated.newStarts[group]..<repeated.newStarts[group + 1] { groupOf[position] = group }
        }
        // O(r log r) for r occurrences: each group's come in order, the groups interleave.
        let positions = repeated.newOccurrences.indices.sorted { repeated.newOccurrences[$0] < repeated.newOccurrences[$1] }
        var starts = [0]
        starts.reserveCapacity(newStarts.count)
        var next = 0
        for segment in 1..<newStarts.count {
            while next < positions.count && repeated.newOccurrences[positions[next]] < newStarts[segment] { next += 1 }
            starts.append(next)
        }
        self.positions = positions
        groups = positions.map { groupOf[$0] }
        self.starts = starts
    }

    /// The indexes into `positions` and `groups` of segment `segment`'s occurrences.
    func occurrences(inSegment segment: Int) -> Range<Int> {
        starts[segment]..<starts[segment + 1]
    }
}
