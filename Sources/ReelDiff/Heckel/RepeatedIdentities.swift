/// The identities that ``IdentityMatch`` leaves to its `matchRepeated`: those found in both
/// lists and more than once in at least one of them. Each is a group, numbered in the order
/// the new list first meets it, holding its old occurrences and its new ones, each in order.
@usableFromInline
struct RepeatedIdentities: Equatable, Sendable {
    /// Every group's old occurrences, group after group.
    @usableFromInline let oldOccurrences: [Int]
    /// Where each group's old occurrences start in `oldOccurrences`, plus the end.
    @usableFromInline let oldStarts: [Int]
    /// Every group's new occurrences, group after group.
    @usableFromInline let newOccurrences: [Int]
    /// Where each group's new occurrences start in `newOccurrences`, plus the end.
    @usableFromInline let newStarts: [Int]

    /// No repeated identity.
    @inlinable
    init() {
        oldOccurrences = []
        oldStarts = [0]
        newOccurrences = []
        newStarts = [0]
    }

    /// The groups whose old occurrences are `oldOccurrences`, each group's ending where
    /// `oldEnds` says, and whose new occurrences are `newMembers`, each with its group,
    /// ascending within a group.
    @usableFromInline
    init(oldOccurrences: [Int], oldEnds: [Int], newMembers: [(group: Int, new: Int)]) {
        self.oldOccurrences = oldOccurrences
        oldStarts = [0] + oldEnds
        // A counting sort by group, which keeps each group's occurrences in the order they came.
        let count = oldEnds.count
        var starts = [Int](repeating: 0, count: count + 1)
        for member in newMembers { starts[member.group + 1] += 1 }
        for group in 0..<count { starts[group + 1] += starts[group] }
        var next = starts
        var occurrences = [Int](repeating: 0, count: newMembers.count)
        for member in newMembers {
            occurrences[next[member.group]] = member.new
            next[member.group] += 1
        }
        newOccurrences = occurrences
        newStarts = starts
    }

    /// The number of groups.
    @inlinable
    var count: Int { oldStarts.count - 1 }

    /// The old occurrences of `group`, in order.
    func oldOccurrences(of group: Int) -> ArraySlice<Int> {
        oldOccurrences[oldStarts[group]..<oldStarts[group + 1]]
    }

    /// The new occurrences of `group`, in order.
    func newOccurrences(of group: Int) -> ArraySlice<Int> {
        newOccurrences[newStarts[group]..<newStarts[group + 1]]
    }
}
