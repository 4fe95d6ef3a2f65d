import ReelEditScript
import ReelTestSupport
import Testing

@Suite("EditScript: properties")
struct EditScriptPropertyTests {
    /// Checks every property of the three algorithms on one pair of arrays; `label` (the fuzz
    /// case, with its seed) starts every failure message.
    static func checkAll(_ source: [UInt8], _ target: [UInt8], _ label: String) {
        let myers = EditScript.myers(from: source, to: target)
        let wu = EditScript.wu(from: source, to: target)
        let wagnerFischer = EditScript.wagnerFischer(from: source, to: target)
        let shortest = EditScriptReference.shortestLength(source, target)
        let levenshtein = EditScriptReference.levenshtein(source, target)
        let context = "\(label) source \(source) target \(target)"

        #expect((try? myers.applied(to: source)) == target, "myers: \(context)")
        #expect((try? wu.applied(to: source)) == target, "wu: \(context)")
        #expect((try? wagnerFischer.applied(to: source)) == target, "wagnerFischer: \(context)")

        #expect(myers.count == shortest, "myers length: \(context)")
        #expect(wu.count == myers.count, "wu length: \(context)")
        #expect(wagnerFischer.count == levenshtein, "wagnerFischer length: \(context)")
        #expect(wagnerFischer.count <= myers.count, "\(context)")

        for script in [myers, wu] {
            #expect(script.substitutionCount == 0, "\(context)")
            #expect(script.deletionCount - script.insertionCount == source.count - target.count, "\(context)")
        }
        for script in [myers, wu, wagnerFischer] {
            #expect(script.sourceCount == source.count && script.targetCount == target.count, "\(context)")
            #expect(EditScriptReference.isInAlignmentOrder(script), "\(context)")
            #expect(script.isEmpty == (source == target), "\(context)")
        }
        // The edits' order carries no meaning: the same edits, reversed, make the same target.
        let reversed = try? EditScript(sourceCount: source.count, edits: wagnerFischer.edits.reversed())
        #expect((try? reversed?.applied(to: source)) == target, "reversed: \(context)")
    }

    @Test("independent random arrays over small alphabets, empties included")
    func independentArrays() {
        Fuzz.run(seed: 0xED17_0001, cases: 1_200) { fuzz in
            let alphabet = fuzz.int(in: 1...4)
            let source = EditScriptReference.randomArray(count: fuzz.int(in: 0...24), alphabet: alphabet, &fuzz)
            let target = EditScriptReference.randomArray(count: fuzz.int(in: 0...24), alphabet: alphabet, &fuzz)
            Self.checkAll(source, target, "\(fuzz)")
        }
    }

    @Test("similar arrays: a random array and a few random edits of it")
    func similarArrays() {
        Fuzz.run(seed: 0xED17_0002, cases: 1_200) { fuzz in
            let alphabet = fuzz.int(in: 2...6)
            let source = EditScriptReference.randomArray(count: fuzz.int(in: 0...60), alphabet: alphabet, &fuzz)
            let edits = fuzz.chance(0.1) ? 0 : fuzz.int(in: 1...8)
            let target = EditScriptReference.mutated(source, edits: edits, alphabet: alphabet, &fuzz)
            if fuzz.chance(0.5) {
                Self.checkAll(source, target, "\(fuzz)")
            } else {
                Self.checkAll(target, source, "\(fuzz)")
            }
        }
    }

    @Test("lengths far apart, in both directions")
    func lopsidedArrays() {
        Fuzz.run(seed: 0xED17_0003, cases: 800) { fuzz in
            let alphabet = fuzz.int(in: 1...5)
            let short = EditScriptReference.randomArray(count: fuzz.int(in: 0...6), alphabet: alphabet, &fuzz)
            let long = EditScriptReference.randomArray(count: fuzz.int(in: 20...90), alphabet: alphabet, &fuzz)
            if fuzz.chance(0.5) {
                Self.checkAll(short, long, "\(fuzz)")
            } else {
                Self.checkAll(long, short, "\(fuzz)")
            }
        }
    }

    @Test("larger similar arrays (hundreds of elements, ~10% changed)")
    func largerArrays() {
        Fuzz.run(seed: 0xED17_0004, cases: 6) { fuzz in
            let alphabet = fuzz.chance(0.5) ? 3 : 50
            let source = EditScriptReference.randomArray(count: fuzz.int(in: 200...400), alphabet: alphabet, &fuzz)
            let target = EditScriptReference.mutated(source, edits: source.count / 10, alphabet: alphabet, &fuzz)
            Self.checkAll(source, target, "\(fuzz)")
        }
    }

    @Test("every pair of binary arrays of up to 5 elements")
    func exhaustiveBinary() {
        let arrays = EditScriptReference.allArrays(alphabet: 2, maxCount: 5)
        let fuzz = FuzzCase(seed: 0)  // not random: only for the failure message's shape
        for source in arrays {
            for target in arrays {
                Self.checkAll(source, target, "\(fuzz)")
            }
        }
    }
}
