// The three algorithms side by side, as a caller chooses among them. Each one's search is in
// its aligner's file; the divide-and-conquer frame they share, in EditScriptAligner.swift.
extension EditScript where Element: Equatable {
    /// A shortest script of deletions and insertions from `source` to `target`, by Myers' O(ND)
    /// difference algorithm in linear space.
    ///
    /// The script has `N + M − 2·L` edits, where `N` and `M` are the arrays' lengths and `L` the
    /// length of their longest common subsequence; it never contains substitutions. Elements are
    /// compared with `==` only.
    ///
    /// Myers (1986) searches the edit graph from both corners at once, one edit further per round,
    /// until the two searches meet on a "middle snake"; the point where they meet lies on a
    /// shortest path, and the two halves on either side of it are solved the same way.
    ///
    /// - Complexity: O((N + M) · D) time, where `D` is the number of edits in the result
    ///   (fast when the arrays are similar), and O(N + M) memory besides the result.
    @inlinable
    public static func myers(from source: [Element], to target: [Element]) -> EditScript {
        EditScriptMyersAligner.editScript(from: source, to: target)
    }

    /// A shortest script of deletions and insertions from `source` to `target`, by the O(NP)
    /// algorithm of Wu, Manber, Myers and Miller, in linear space.
    ///
    /// The result has the same length as ``myers(from:to:)``'s, `N + M − 2·L` (with `L` the length
    /// of the longest common subsequence), though the two may choose different equally short
    /// scripts. Elements are compared with `==` only.
    ///
    /// With the shorter array of length `m` and the longer of length `n`, every shortest script
    /// has `P` edits on the shorter side and `n − m + P` on the longer; the algorithm searches
    /// the edit graph in rounds `p = 0, 1, …, P`, extending only the diagonals a script with at
    /// most `p` edits on the shorter side can use, until it reaches the far corner. Which array
    /// is shorter is decided afresh for every range the recursion works on. To get a script and
    /// not only its length, each furthest-reaching path carries the point where it first crossed
    /// the middle antidiagonal of the edit graph; when the search ends, that point lies on a
    /// shortest path, and the halves on either side of it are solved the same way, as in
    /// ``myers(from:to:)``.
    ///
    /// - Complexity: O((N + M) · P) time for the searches, where `P` is the number of edits on
    ///   the side of the shorter array (half of `D − |N − M|` for `D` edits in all), plus
    ///   O((N + M) · log D) for the recursion that recovers the script; so much faster than
    ///   Myers' O((N + M) · D) when the lengths differ a lot. O(N + M) memory besides the result.
    @inlinable
    public static func wu(from source: [Element], to target: [Element]) -> EditScript {
        EditScriptWuAligner.editScript(from: source, to: target)
    }

    /// A script of minimal Levenshtein length from `source` to `target`: deletions, insertions and
    /// substitutions each count one, and no shorter script of those edits exists. Elements are
    /// compared with `==` only.
    ///
    /// This is Wagner and Fischer's dynamic programme over the `N × M` table of prefix distances,
    /// computed Hirschberg's way so that it needs only two rows: the distances from the top to the
    /// middle row and from the bottom to the middle row show where a minimal alignment crosses
    /// the middle, and the halves on either side of that point are solved the same way, as in
    /// ``myers(from:to:)``. Common prefixes and suffixes are matched before any table is computed.
    ///
    /// Its length is never more than ``myers(from:to:)``'s: a substitution replaces a deletion
    /// and an insertion.
    ///
    /// - Complexity: O(N · M) time (about twice the cells of one table, over the part left after
    ///   stripping the common prefix and suffix) and O(N + M) memory besides the result.
    @inlinable
    public static func wagnerFischer(from source: [Element], to target: [Element]) -> EditScript {
        EditScriptWagnerFischerAligner.editScript(from: source, to: target)
    }
}
