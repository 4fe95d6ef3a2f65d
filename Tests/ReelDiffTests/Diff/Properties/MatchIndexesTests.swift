@testable import ReelDiff
import Testing

/// A match's indexes and entries are held in 32 bits: every value the match writes, up to its
/// bound on the lists' length, must read back as written, and the two kinds of negative entry
/// must stay apart.
@Suite("Match indexes")
struct MatchIndexesTests {
    /// The extremes of each kind of value the match writes, for lists at its bound.
    private static let extremes = [
        0, IdentityMatch.maximumCount - 1, IdentityMatch.unique, IdentityMatch.lastOccurrence,
        IdentityMatch.occurrence(before: 0), IdentityMatch.occurrence(before: IdentityMatch.maximumCount - 1),
        IdentityMatch.groupEntry(0), IdentityMatch.groupEntry(IdentityMatch.maximumCount - 1),
    ]

    @Test("indexes and entries at the match's bound read back as written")
    func extremesRoundTrip() {
        var indexes = MatchIndexes(repeating: -1, count: Self.extremes.count)
        for (position, value) in Self.extremes.enumerated() { indexes[position] = value }
        #expect(Array(indexes) == Self.extremes)
        indexes.withUnsafeIndexes { #expect(Array($0) == Self.extremes) }
        var storage = indexes.storage
        storage.withUnsafeMutableBufferPointer { buffer in
            let written = UnsafeMutableMatchIndexes(buffer)
            for (position, value) in Self.extremes.reversed().enumerated() { written[position] = value }
            #expect((0..<written.count).map { written[$0] } == Self.extremes.reversed())
        }
    }

    @Test("chain entries are never taken for group entries, at the match's bound")
    func entryKindsStayApart() {
        let lastChain = IdentityMatch.occurrence(before: IdentityMatch.maximumCount - 1)
        #expect(IdentityMatch.group(ofEntry: lastChain) == nil)
        #expect(IdentityMatch.nextOccurrence(after: lastChain) == IdentityMatch.maximumCount - 1)
        #expect(IdentityMatch.group(ofEntry: IdentityMatch.lastOccurrence) == nil)
        let lastGroup = IdentityMatch.maximumCount - 1
        #expect(IdentityMatch.group(ofEntry: IdentityMatch.groupEntry(lastGroup)) == lastGroup)
        #expect(IdentityMatch.group(ofEntry: IdentityMatch.groupEntry(0)) == 0)
        #expect(IdentityMatch.groupEntry(lastGroup) < lastChain)
    }
}
