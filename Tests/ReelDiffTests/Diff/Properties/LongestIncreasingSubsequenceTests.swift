@testable import ReelDiff
import ReelTestSupport
import Testing

/// The longest-increasing-subsequence step on its own, against the textbook count
/// (``ReferenceLIS``): the keys it keeps go up and are as many as a longest subsequence has,
/// among the keys it is told to chain alone (`among`, `counting`), and keys already in order
/// are kept whole.
@Suite("Longest increasing subsequence")
struct LongestIncreasingSubsequenceTests {
    /// Keys mostly in order with a few moved, as a section's matches are, or drawn at random;
    /// some marked.
    private static func keys(_ fuzz: inout FuzzCase) -> (keys: [Int], marked: [Bool]) {
        var keys = Array(0..<fuzz.int(in: 0...60))
        if fuzz.chance(0.5) {
            for _ in 0..<fuzz.int(in: 0...4) where !keys.isEmpty {
                let moved = keys.remove(at: fuzz.index(below: keys.count))
                keys.insert(moved, at: fuzz.int(in: 0...keys.count))
            }
        } else {
            keys = keys.map { _ in fuzz.int(in: 0...30) }
        }
        return (keys, keys.map { _ in fuzz.chance(0.7) })
    }

    private static func expectLongest(_ member: [Bool], of keys: [Int], among marked: [Bool], _ context: String) {
        let kept = keys.indices.filter { member[$0] }.map { keys[$0] }
        let chained = keys.indices.filter { marked[$0] }.map { keys[$0] }
        #expect(keys.indices.allSatisfy { !member[$0] || marked[$0] }, "an unmarked key is kept: \(context)")
        #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "the keys kept do not go up: \(context)")
        #expect(kept.count == ReferenceLIS.length(of: chained), "\(kept.count) keys kept: \(context)")
    }

    @Test("the keys kept go up and are a longest subsequence's, of every key or of the marked ones")
    func keepsALongestSubsequence() {
        Fuzz.run(seed: 0x7115_0000, cases: 2_000) { fuzz in
            let (keys, marked) = Self.keys(&fuzz)
            let context = "\(fuzz)\n\(keys) marked \(marked)"
            let everyKey = [Bool](repeating: true, count: keys.count)
            Self.expectLongest(longestIncreasingSubsequence(keys), of: keys, among: everyKey, context)
            Self.expectLongest(longestIncreasingSubsequence(keys, searchesBelowPrevious: true), of: keys, among: everyKey, context)
            Self.expectLongest(longestIncreasingSubsequence(keys, among: marked), of: keys, among: marked, context)
            let preferred = keys.map { $0 % 2 == 0 }
            Self.expectLongest(
                longestIncreasingSubsequence(keys, preferring: preferred, keyBound: 61, among: marked), of: keys, among: marked, context)
        }
    }

    @Test("the keys left out are those in the counted range and marked that a longest subsequence leaves, and none when they go up")
    func leavesOutTheRest() {
        Fuzz.run(seed: 0x7115_1000, cases: 2_000) { fuzz in
            let (keys, marked) = Self.keys(&fuzz)
            let counted = 5..<25
            let context = "\(fuzz)\n\(keys) marked \(marked)"
            let outside = keys.withUnsafeBufferPointer { keys in
                marked.withUnsafeBufferPointer { keysOutsideLongestIncreasingSubsequence(keys, counting: counted, among: $0) }
            }
            let chainedIndexes = keys.indices.filter { marked[$0] && counted.contains(keys[$0]) }
            #expect(Set(outside).isSubset(of: chainedIndexes), "a key left out was not to be chained: \(context)")
            let kept = chainedIndexes.filter { !outside.contains($0) }.map { keys[$0] }
            #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "the keys kept do not go up: \(context)")
            #expect(kept.count == ReferenceLIS.length(of: chainedIndexes.map { keys[$0] }), "\(kept.count) keys kept: \(context)")
        }
        let inOrder = [3, 1, 4, 5, 12, 9, 2]
        // 1, 2 and 12 are not counted; the rest go up. Counting 12 too, it or the 9 after it is left out.
        #expect(inOrder.withUnsafeBufferPointer { keysOutsideLongestIncreasingSubsequence($0, counting: 3..<10) }.isEmpty)
        #expect(inOrder.withUnsafeBufferPointer { keysOutsideLongestIncreasingSubsequence($0, counting: 3..<13) }.count == 1)
    }
}
