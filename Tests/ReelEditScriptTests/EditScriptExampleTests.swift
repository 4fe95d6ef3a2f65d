import ReelEditScript
import Testing

@Suite("EditScript: examples")
struct EditScriptExampleTests {
    typealias Script = EditScript<Character>

    enum Algorithm: String, CaseIterable, Sendable {
        case myers, wu, wagnerFischer

        /// Myers and Wu: shortest scripts of deletions and insertions.
        static let shortest: [Algorithm] = [.myers, .wu]

        func script(_ source: String, _ target: String) -> Script {
            switch self {
            case .myers: Script.myers(from: Array(source), to: Array(target))
            case .wu: Script.wu(from: Array(source), to: Array(target))
            case .wagnerFischer: Script.wagnerFischer(from: Array(source), to: Array(target))
            }
        }
    }

    /// Runs `algorithm` and checks what holds for every script; returns the script.
    static func check(_ algorithm: Algorithm, _ source: String, _ target: String) throws -> Script {
        let script = algorithm.script(source, target)
        #expect(try script.applied(to: Array(source)) == Array(target), "\(algorithm): \(source) → \(target)")
        #expect(script.sourceCount == source.count && script.targetCount == target.count, "\(algorithm)")
        #expect(script.count == script.deletionCount + script.insertionCount + script.substitutionCount, "\(algorithm)")
        #expect(EditScriptReference.isInAlignmentOrder(script), "\(algorithm): \(script.edits)")
        return script
    }

    @Test("empty → empty is the empty script", arguments: Algorithm.allCases)
    func emptyToEmpty(_ algorithm: Algorithm) throws {
        let script = try Self.check(algorithm, "", "")
        #expect(script.isEmpty)
        #expect(script.edits.isEmpty)
        #expect(try script.applied(to: []) == [])
    }

    @Test("empty → x inserts everything", arguments: Algorithm.allCases)
    func emptyToSome(_ algorithm: Algorithm) throws {
        let script = try Self.check(algorithm, "", "abc")
        #expect(
            script.edits == [
                .insert(targetOffset: 0, element: "a"), .insert(targetOffset: 1, element: "b"),
                .insert(targetOffset: 2, element: "c"),
            ])
        #expect(script.insertionCount == 3 && script.deletionCount == 0 && script.substitutionCount == 0)
    }

    @Test("x → empty deletes everything", arguments: Algorithm.allCases)
    func someToEmpty(_ algorithm: Algorithm) throws {
        let script = try Self.check(algorithm, "abc", "")
        #expect(script.edits == [.delete(sourceOffset: 0), .delete(sourceOffset: 1), .delete(sourceOffset: 2)])
        #expect(script.deletionCount == 3 && script.insertionCount == 0)
    }

    @Test("identical arrays need no edit", arguments: Algorithm.allCases)
    func identical(_ algorithm: Algorithm) throws {
        let script = try Self.check(algorithm, "abracadabra", "abracadabra")
        #expect(script.isEmpty)
        #expect(script.targetCount == 11)
    }

    @Test("ABCABBA → CBABAC takes 5 deletions and insertions (Myers' example)", arguments: Algorithm.shortest)
    func myersPaperExample(_ algorithm: Algorithm) throws {
        let script = try Self.check(algorithm, "ABCABBA", "CBABAC")
        #expect(script.count == 5)
        #expect(script.deletionCount == 3 && script.insertionCount == 2 && script.substitutionCount == 0)
    }

    @Test("ABCABBA → CBABAC is 4 edits with substitutions")
    func myersPaperExampleLevenshtein() throws {
        let script = try Self.check(.wagnerFischer, "ABCABBA", "CBABAC")
        #expect(script.count == 4)
    }

    @Test("kitten → sitting: Levenshtein 3, deletions and insertions 5")
    func kittenSitting() throws {
        let levenshtein = try Self.check(.wagnerFischer, "kitten", "sitting")
        #expect(levenshtein.count == 3)
        #expect(
            levenshtein.edits == [
                .substitute(sourceOffset: 0, targetOffset: 0, element: "s"),
                .substitute(sourceOffset: 4, targetOffset: 4, element: "i"),
                .insert(targetOffset: 6, element: "g"),
            ])
        for algorithm in Algorithm.shortest {
            #expect(try Self.check(algorithm, "kitten", "sitting").count == 5, "\(algorithm)")
        }
    }

    @Test("more Levenshtein classics")
    func levenshteinClassics() throws {
        let cases: [(String, String, Int)] = [
            ("flaw", "lawn", 2), ("saturday", "sunday", 3), ("intention", "execution", 5),
            ("a", "b", 1), ("ab", "ba", 2), ("abc", "xyz", 3), ("book", "back", 2),
        ]
        for (source, target, distance) in cases {
            let script = try Self.check(.wagnerFischer, source, target)
            #expect(script.count == distance, "\(source) → \(target)")
        }
    }

    @Test("disjoint arrays: delete all, insert all; Levenshtein substitutes", arguments: Algorithm.allCases)
    func disjoint(_ algorithm: Algorithm) throws {
        let script = try Self.check(algorithm, "abcd", "xyz")
        #expect(script.count == (algorithm == .wagnerFischer ? 4 : 7))
    }

    @Test("a run of equal elements with one more in the middle", arguments: Algorithm.allCases)
    func repeatedElements(_ algorithm: Algorithm) throws {
        let script = try Self.check(algorithm, "aaaaaaa", "aaaabaaa")
        #expect(script.edits == [.insert(targetOffset: 4, element: "b")])
    }

    @Test("lengths far apart", arguments: Algorithm.allCases)
    func lopsided(_ algorithm: Algorithm) throws {
        let long = String(repeating: "xyz", count: 40) + "Q" + String(repeating: "xy", count: 30)
        let script = try Self.check(algorithm, "Q", long)
        #expect(script.count == long.count - 1)
        #expect(script.insertionCount == long.count - 1)
        let back = try Self.check(algorithm, long, "zQy")
        #expect(back.count == long.count - 3)
    }

    @Test("works on any Equatable element, including ones that are not Hashable")
    func nonHashableElements() throws {
        struct Point: Equatable {
            var x: Double
            var y: Double
        }
        let source = [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2)]
        let target = [Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 3, y: 3)]
        #expect(try EditScript.myers(from: source, to: target).applied(to: source) == target)
        #expect(try EditScript.wu(from: source, to: target).applied(to: source) == target)
        #expect(try EditScript.wagnerFischer(from: source, to: target).applied(to: source) == target)
        #expect(EditScript.wu(from: source, to: target).count == 2)
    }
}
