import ReelEditScript
import Testing

@Suite("EditScript: the value")
struct EditScriptValueTests {
    typealias Script = EditScript<String>

    @Test("a hand-made script applies whatever the order of its edits")
    func handMadeScript() throws {
        let source = ["a", "b", "c", "d"]
        let edits: [Script.Edit] = [
            .delete(sourceOffset: 1),
            .substitute(sourceOffset: 3, targetOffset: 3, element: "D"),
            .insert(targetOffset: 0, element: "start"),
            .insert(targetOffset: 4, element: "end"),
        ]
        let script = try Script(sourceCount: 4, edits: edits)
        #expect(script.targetCount == 5)
        #expect(script.count == 4)
        #expect(script.deletionCount == 1 && script.insertionCount == 2 && script.substitutionCount == 1)
        #expect(try script.applied(to: source) == ["start", "a", "c", "D", "end"])
        let reversed = try Script(sourceCount: 4, edits: edits.reversed())
        #expect(try reversed.applied(to: source) == ["start", "a", "c", "D", "end"])
        #expect(reversed != script, "equality compares the edits in order")
    }

    @Test("applying to a source of another length throws and changes nothing")
    func sourceCountMismatch() throws {
        let script = Script.myers(from: ["a", "b"], to: ["b", "c"])
        #expect(throws: EditScriptError.sourceCountMismatch(expected: 2, actual: 3)) {
            try script.applied(to: ["a", "b", "c"])
        }
        #expect(throws: EditScriptError.sourceCountMismatch(expected: 2, actual: 0)) {
            try script.applied(to: [])
        }
        let identity = Script.wu(from: ["a"], to: ["a"])
        #expect(throws: EditScriptError.self) { try identity.applied(to: []) }
    }

    @Test("edits that do not fit the source are refused with a clear error")
    func invalidEdits() {
        #expect(throws: EditScriptError.negativeSourceCount(-1)) { try Script(sourceCount: -1, edits: []) }
        #expect(throws: EditScriptError.sourceOffsetOutOfRange(offset: 2, sourceCount: 2)) {
            try Script(sourceCount: 2, edits: [.delete(sourceOffset: 2)])
        }
        #expect(throws: EditScriptError.sourceOffsetOutOfRange(offset: -1, sourceCount: 2)) {
            try Script(sourceCount: 2, edits: [.substitute(sourceOffset: -1, targetOffset: 0, element: "x")])
        }
        #expect(throws: EditScriptError.duplicateSourceOffset(0)) {
            try Script(sourceCount: 2, edits: [.delete(sourceOffset: 0), .substitute(sourceOffset: 0, targetOffset: 0, element: "x")])
        }
        #expect(throws: EditScriptError.targetOffsetOutOfRange(offset: 3, targetCount: 3)) {
            try Script(sourceCount: 2, edits: [.insert(targetOffset: 3, element: "x")])
        }
        #expect(throws: EditScriptError.duplicateTargetOffset(1)) {
            try Script(sourceCount: 2, edits: [.insert(targetOffset: 1, element: "x"), .insert(targetOffset: 1, element: "y")])
        }
        #expect(throws: EditScriptError.targetOffsetOutOfRange(offset: 1, targetCount: 1)) {
            try Script(sourceCount: 1, edits: [.delete(sourceOffset: 0), .insert(targetOffset: 1, element: "x")])
        }
        #expect(throws: EditScriptError.targetOffsetOutOfRange(offset: 1, targetCount: 1)) {
            try Script(sourceCount: 1, edits: [.substitute(sourceOffset: 0, targetOffset: 1, element: "x")])
        }
    }

    @Test("errors describe themselves")
    func errorDescriptions() {
        let errors: [EditScriptError] = [
            .sourceCountMismatch(expected: 2, actual: 3), .negativeSourceCount(-1),
            .sourceOffsetOutOfRange(offset: 5, sourceCount: 2), .targetOffsetOutOfRange(offset: 5, targetCount: 2),
            .duplicateSourceOffset(1), .duplicateTargetOffset(1),
        ]
        for error in errors {
            #expect(!error.description.isEmpty)
        }
        #expect(EditScriptError.sourceCountMismatch(expected: 2, actual: 3).description.contains("2"))
    }

    @Test("scripts can be computed concurrently and sent between tasks")
    func concurrentUse() async throws {
        let pairs = (0..<8).map { index in
            (Array(repeating: "a", count: index) + ["b", "c", "d"], ["c", "d"] + Array(repeating: "a", count: 8 - index))
        }
        let scripts = await withTaskGroup(of: (Int, [Script]).self) { group in
            for (index, pair) in pairs.enumerated() {
                group.addTask {
                    (index, [
                        Script.myers(from: pair.0, to: pair.1), Script.wu(from: pair.0, to: pair.1),
                        Script.wagnerFischer(from: pair.0, to: pair.1),
                    ])
                }
            }
            var results = [[Script]](repeating: [], count: pairs.count)
            for await (index, scripts) in group { results[index] = scripts }
            return results
        }
        for (index, pair) in pairs.enumerated() {
            for script in scripts[index] {
                #expect(try script.applied(to: pair.0) == pair.1)
            }
            #expect(scripts[index][0] == Script.myers(from: pair.0, to: pair.1), "deterministic")
        }
    }

    @Test("an edit exposes its offsets and element")
    func editAccessors() {
        let delete = Script.Edit.delete(sourceOffset: 3)
        let insert = Script.Edit.insert(targetOffset: 4, element: "x")
        let substitute = Script.Edit.substitute(sourceOffset: 1, targetOffset: 2, element: "y")
        #expect(delete.sourceOffset == 3 && delete.targetOffset == nil && delete.element == nil)
        #expect(insert.sourceOffset == nil && insert.targetOffset == 4 && insert.element == "x")
        #expect(substitute.sourceOffset == 1 && substitute.targetOffset == 2 && substitute.element == "y")
    }

    @Test("an algorithm's script round-trips through the checking initialiser, and is Sendable and Hashable")
    func roundTrip() throws {
        let source = Array("the quick brown fox").map(String.init)
        let target = Array("the quack brown box!").map(String.init)
        let script = Script.wagnerFischer(from: source, to: target)
        let rebuilt = try Script(sourceCount: script.sourceCount, edits: script.edits)
        #expect(rebuilt == script)
        #expect(Set([script, rebuilt]).count == 1)
        let sent: any Sendable = script
        #expect(sent is Script)
        #expect(script.description == "EditScript(19 → 20: 0 deletions, 1 insertions, 2 substitutions)")
    }
}
