/// The length of a longest common subsequence of two sequences, by the textbook O(nm) dynamic
/// programme: how many elements of matching identities two lists can keep in order, which is
/// the most that can stay in place. Deliberately not the library's candidate-pair search, so
/// that the oracle can disagree with the code under test.
enum ReferenceLCS {
    static func length<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        length(a, b) { _, _ in true }
    }

    /// The length of a longest common subsequence whose pairs of equal elements `a[i]` and
    /// `b[j]` are each one that `pairable(i, j)` allows.
    static func length<Element: Equatable>(_ a: [Element], _ b: [Element], pairable: (Int, Int) -> Bool) -> Int {
        // longest[j]: the longest common subsequence of the prefix of `a` seen so far and b[..<j].
        var longest = [Int](repeating: 0, count: b.count + 1)
        for (i, element) in a.enumerated() {
            var diagonal = 0
            for j in b.indices {
                let above = longest[j + 1]
                longest[j + 1] = element == b[j] && pairable(i, j) ? diagonal + 1 : max(above, longest[j])
                diagonal = above
            }
        }
        return longest[b.count]
    }
}
