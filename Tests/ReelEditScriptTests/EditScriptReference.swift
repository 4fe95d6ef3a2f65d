import ReelEditScript
import ReelTestSupport

/// Slow, obviously correct answers to check the edit-script algorithms against, and the
/// random inputs the property tests feed them.
enum EditScriptReference {
    /// The length of a longest common subsequence, from the full O(NM) table.
    static func lcsLength<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0..<a.count {
            for j in 0..<b.count {
                table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
            }
        }
        return table[a.count][b.count]
    }

    /// The length of a shortest script of deletions and insertions: N + M − 2·LCS.
    static func shortestLength<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        a.count + b.count - 2 * lcsLength(a, b)
    }

    /// The Levenshtein distance (delete, insert and substitute each cost 1), from the full table.
    static func levenshtein<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 0..<a.count {
            for j in 0..<b.count {
                table[i + 1][j + 1] = min(
                    table[i][j] + (a[i] == b[j] ? 0 : 1), table[i][j + 1] + 1, table[i + 1][j] + 1)
            }
        }
        return table[a.count][b.count]
    }

    /// Whether deletes and substitutes name ascending source offsets, and inserts and
    /// substitutes ascending target offsets, in the order the script lists them.
    static func isInAlignmentOrder<Element>(_ script: EditScript<Element>) -> Bool {
        var lastSource = -1
        var lastTarget = -1
        for edit in script.edits {
            if let offset = edit.sourceOffset {
                guard offset > lastSource else { return false }
                lastSource = offset
            }
            if let offset = edit.targetOffset {
                guard offset > lastTarget else { return false }
                lastTarget = offset
            }
        }
        return true
    }

    /// A random array of `count` elements drawn from an alphabet of `alphabet` letters.
    static func randomArray(count: Int, alphabet: Int, _ fuzz: inout FuzzCase) -> [UInt8] {
        (0..<count).map { _ in UInt8(fuzz.int(in: 0...(alphabet - 1))) }
    }

    /// `array` after `edits` random deletions, insertions and replacements.
    static func mutated(_ array: [UInt8], edits: Int, alphabet: Int, _ fuzz: inout FuzzCase) -> [UInt8] {
        var result = array
        for _ in 0..<edits {
            let letter = UInt8(fuzz.int(in: 0...(alphabet - 1)))
            switch fuzz.int(in: 0...2) {
            case 0 where !result.isEmpty: result.remove(at: fuzz.int(in: 0...(result.count - 1)))
            case 1 where !result.isEmpty: result[fuzz.int(in: 0...(result.count - 1))] = letter
            default: result.insert(letter, at: fuzz.int(in: 0...result.count))
            }
        }
        return result
    }

    /// Every array over an alphabet of `alphabet` letters with at most `maxCount` elements.
    static func allArrays(alphabet: UInt8, maxCount: Int) -> [[UInt8]] {
        var all: [[UInt8]] = [[]]
        var layer: [[UInt8]] = [[]]
        for _ in 0..<maxCount {
            layer = layer.flatMap { prefix in (0..<alphabet).map { prefix + [$0] } }
            all += layer
        }
        return all
    }
}
