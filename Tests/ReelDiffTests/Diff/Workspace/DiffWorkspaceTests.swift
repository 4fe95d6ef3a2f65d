import Foundation
@testable import ReelDiff
import ReelTestSupport
import Testing

/// A data source diffs state after state in one workspace, which each diff borrows, writes over
/// and hands back: the diffs are the ones made alone, stage for stage, whatever the workspace
/// held before, and the memory really is the same from one diff to the next.
@Suite("Diff workspace")
struct DiffWorkspaceTests {
    /// Expects the diff of `source` and `target` in `workspace` to equal the diff made alone.
    private static func expectSameStages(
        _ source: [ItemSection], _ target: [ItemSection], in workspace: DiffWorkspace<Item>, _ context: String
    ) {
        let alone = StagedChangeset(source: source, target: target)
        let inWorkspace = StagedChangeset(source: source, target: target, workspace: workspace)
        #expect(inWorkspace.count == alone.count, "\(context)")
        for (stage, (expected, actual)) in zip(alone, inWorkspace).enumerated() {
            #expect(actual.update == expected.update, "stage \(stage)\n\(context)")
            #expect(actual.data == expected.data, "stage \(stage)\n\(context)")
        }
    }

    @Test("diffs one after another in one workspace equal the diffs made alone, as the lists grow and shrink")
    func sameStagesDiffAfterDiff() {
        let workspace = DiffWorkspace<Item>()
        Fuzz.run(seed: 0x3C2A_7C40, cases: 1_000) { fuzz in
            let input = SectionedDiffInput.random(&fuzz)
            Self.expectSameStages(input.source, input.target, in: workspace, "\(fuzz)\n\(input)")
            let heavy = DuplicateHeavyInput.random(&fuzz)
            Self.expectSameStages(heavy.source, heavy.target, in: workspace, "\(fuzz)\n\(heavy)")
            let many = ManyRepeatsInput.linear(&fuzz)
            Self.expectSameStages(many.source, many.target, in: workspace, "\(fuzz)\n\(many)")
        }
    }

    @Test("diffs on two threads in a workspace's memory equal the diffs made alone")
    func sameStagesOnTwoThreads() {
        let workspace = DiffWorkspace<Item>()
        Fuzz.run(seed: 0x3C2A_7C41, cases: 300) { fuzz in
            let input = SectionedDiffInput.random(&fuzz)
            var memory = workspace.borrow()
            let twoThreads = StagedChangeset<[ItemSection]>(
                sectionedSource: input.source, target: input.target, parallel: true, memory: &memory)
            workspace.giveBack(memory)
            let alone = StagedChangeset(source: input.source, target: input.target)
            #expect(twoThreads.map(\.update) == alone.map(\.update), "\(fuzz)\n\(input)")
            #expect(twoThreads.map(\.data) == alone.map(\.data), "\(fuzz)\n\(input)")
        }
    }

    @Test("once grown to the lists diffed, the memory stays where it is from diff to diff, empty lists too, and keeps no item")
    func memoryIsReused() {
        let sections = (0..<3).map { section in
            ItemSection(model: SectionHeader(id: section), items: (0..<2_000).map { Item(id: section * 10_000 + $0) })
        }
        var edited = sections
        edited[1].items.removeFirst(100)
        edited[2].items.insert(Item(id: 99_999), at: 7)
        var memory = DiffWorkspace<Item>.Memory()
        _ = StagedChangeset<[ItemSection]>(sectionedSource: sections, target: edited, memory: &memory)
        #expect(memory.oldItems.isEmpty)
        #expect(memory.oldItems.capacity >= 6_000)
        #expect(memory.match.oldToNew.count == 6_000)
        #expect(memory.match.newToOld.count == 5_901)
        #expect(!memory.match.tableWords.isEmpty)
        // Back again: the new side grows to 6,000 items, and the memory with it.
        _ = StagedChangeset<[ItemSection]>(sectionedSource: edited, target: sections, memory: &memory)
        let addresses = Self.addresses(of: memory)

        // A diff to an empty list, or from one, matches nothing and keeps the memory as it is.
        for (source, target) in [(sections, edited), (edited, sections), (sections, sections), (sections, []), ([], edited)] {
            let diff = StagedChangeset<[ItemSection]>(sectionedSource: source, target: target, memory: &memory)
            #expect(diff.last?.data ?? source == target)
            #expect(memory.oldItems.isEmpty)
            #expect(Self.addresses(of: memory) == addresses)
        }
    }

    @Test("a diff made alone frees its hash table once the match is made")
    func diffAloneFreesItsTable() {
        var memory = IdentityMatchMemory(isReused: false)
        let old = (0..<1_000).map { Item(id: $0) }
        let match = IdentityMatch(
            old: old, new: SegmentedElements([old.reversed()]), rule: ItemMatchRule<Item>.self, memory: &memory)
        #expect(match.oldToNew.count == 1_000)
        #expect(memory.tableWords.isEmpty)
    }

    @Test("two diffs at once in one workspace are both right, the second in memory of its own")
    func concurrentDiffsShareOneWorkspace() async {
        let workspace = DiffWorkspace<Item>()
        let inputs = (0..<32).map { index in
            var fuzz = FuzzCase(seed: 0x3C2A_7C42 &+ UInt64(index))
            let input = SectionedDiffInput.random(&fuzz)
            return (source: input.source, target: input.target)
        }
        let expected = inputs.map { StagedChangeset(source: $0.source, target: $0.target) }
        let results = await withTaskGroup(of: (Int, StagedChangeset<[ItemSection]>).self) { group in
            for (index, input) in inputs.enumerated() {
                group.addTask { (index, StagedChangeset(source: input.source, target: input.target, workspace: workspace)) }
            }
            var results: [Int: StagedChangeset<[ItemSection]>] = [:]
            for await (index, result) in group { results[index] = result }
            return results
        }
        for index in inputs.indices {
            #expect(results[index]?.map(\.update) == expected[index].map(\.update), "input \(index)")
            #expect(results[index]?.map(\.data) == expected[index].map(\.data), "input \(index)")
        }
    }

    /// Where the memory's arrays keep their elements.
    private static func addresses(of memory: DiffWorkspace<Item>.Memory) -> [UnsafeRawPointer?] {
        [
            memory.oldItems.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
            memory.match.tableWords.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
            memory.match.oldToNew.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
            memory.match.newToOld.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
            memory.match.changed.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
        ]
    }
}
