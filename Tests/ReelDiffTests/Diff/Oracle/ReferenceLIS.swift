/// The length of a longest strictly increasing subsequence, by the textbook O(k²) dynamic
/// programme. Deliberately not the library's patience sort: the oracle must be able to
/// disagree with the code under test.
enum ReferenceLIS {
    static func length(of keys: [Int]) -> Int {
        // longestEndingAt[i]: the longest increasing subsequence that ends with keys[i].
        var longestEndingAt = [Int](repeating: 1, count: keys.count)
        for end in keys.indices {
            for before in 0..<end where keys[before] < keys[end] {
                longestEndingAt[end] = max(longestEndingAt[end], longestEndingAt[before] + 1)
            }
        }
        return longestEndingAt.max() ?? 0
    }
}
