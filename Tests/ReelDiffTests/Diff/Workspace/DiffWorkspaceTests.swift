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
    private static func expectWorkspaceAgreesWithAlone(
        _ source: [ItemSection], _ target: [ItemSection], in workspace: DiffWorkspace<Item>, _ context: String
    ) {
        let inWorkspace = StagedChangeset(source: source, target: target, workspace: workspace)
        expectSameStages(inWorkspace, as: StagedChangeset(source: source, target: target), context)
    }

    @Test("diffs one after another in one workspace equal the diffs made alone, as the lists grow and shrink")
    func sameStagesDiffAfterDiff() {
        let workspace = DiffWorkspace<Item>()
        Fuzz.run(seed: 0x3C2A_7C40, cases: 1_000) { fuzz in
            let input = SectionedDiffInput.random(&fuzz)
            Self.expectWorkspaceAgreesWithAlone(input.source, input.target, in: workspace, "\(fuzz)\n\(input)")
            let heavy = DuplicateHeavyInput.random(&fuzz)
            Self.expectWorkspaceAgreesWithAlone(heavy.source, heavy.target, in: workspace, "\(fuzz)\n\(heavy)")
            let many = ManyRepeatsInput.linear(&fuzz)
            Self.expectWorkspaceAgreesWithAlone(many.source, many.target, in: workspace, "\(fuzz)\n\(many)")
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
            expectSameStages(twoThreads, as: StagedChangeset(source: input.source, target: input.target), "\(fuzz)\n\(input)")
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
        // Three sections' items are read where they are: nothing is gathered.
        #expect(memory.oldItems.capacity == 0)
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

    @Test("the items of more sections than are read in place are gathered into memory kept from diff to diff, emptied")
    func gatheredItemsAreReused() {
        let count = SectionItemBuffers<Item>.maximumSegments + 6
        let sections = (0..<count).map { section in
            ItemSection(model: SectionHeader(id: section), items: (0..<10).map { Item(id: section * 1_000 + $0) })
        }
        var edited = sections
        edited[3].items.removeFirst(5)
        edited[count - 1].items.append(Item(id: 999_999))
        var memory = DiffWorkspace<Item>.Memory()
        _ = StagedChangeset<[ItemSection]>(sectionedSource: sections, target: edited, memory: &memory)
        #expect(memory.oldItems.isEmpty)
        #expect(memory.oldItems.capacity >= count * 10)
        let gathered = memory.oldItems.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let diff = StagedChangeset<[ItemSection]>(sectionedSource: edited, target: sections, memory: &memory)
        #expect(diff.last?.data == sections)
        #expect(memory.oldItems.isEmpty)
        #expect(memory.oldItems.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } == gathered)
    }

    @Test("a removals stage is written into the arrays of the one before once its diff is dropped, never into one still shown")
    func removalsStageArraysAreReused() throws {
        let (sections, edited) = Self.sectionMovedAndItemsRemoved()
        var memory = DiffWorkspace<Item>.Memory()
        let first = StagedChangeset<[ItemSection]>(sectionedSource: sections, target: edited, memory: &memory)
        let removals = try #require(first.first { $0.update.deletedItems.count == 100 })
        #expect(removals.data[1].items == Array(sections[1].items.dropFirst(100)))
        #expect(memory.stageItems.count == 1)
        let written = Self.address(of: removals.data[1].items)
        #expect(Self.address(of: memory.stageItems[0]) == written)

        // While the first diff's stages are held, the next diff writes elsewhere and leaves them be.
        let kept = first
        let second = StagedChangeset<[ItemSection]>(sectionedSource: sections, target: edited, memory: &memory)
        expectSameStages(kept, as: StagedChangeset(source: sections, target: edited), "the first diff, held")
        expectSameStages(second, as: StagedChangeset(source: sections, target: edited), "the second diff")
        let secondWritten = Self.address(of: memory.stageItems[0])
        #expect(secondWritten != written)

        // Once they are dropped, the third diff writes into the second's array.
        _ = consume second
        let third = StagedChangeset<[ItemSection]>(sectionedSource: sections, target: edited, memory: &memory)
        expectSameStages(third, as: StagedChangeset(source: sections, target: edited), "the third diff")
        #expect(Self.address(of: memory.stageItems[0]) == secondWritten)

        // A diff without a removals stage keeps the arrays, emptied of the items they held.
        _ = StagedChangeset<[ItemSection]>(sectionedSource: edited, target: edited + [ItemSection(model: SectionHeader(id: 9), items: [])], memory: &memory)
        #expect(memory.stageItems.count == 1)
        #expect(memory.stageItems[0].isEmpty)
    }

    @Test("letting go of the kept items empties the removals stage's arrays and keeps their memory")
    func keptItemsAreRemoved() {
        let (sections, edited) = Self.sectionMovedAndItemsRemoved()
        let workspace = DiffWorkspace<Item>()
        _ = StagedChangeset(source: sections, target: edited, workspace: workspace)
        let kept = Self.keptArrays(in: workspace)
        #expect(kept.counts == [1_900])
        workspace.removeKeptItems()
        let emptied = Self.keptArrays(in: workspace)
        #expect(emptied.counts == [0])
        #expect(emptied.addresses == kept.addresses)
    }

    /// Three sections of 2,000 items, and them with the last moved to the front and the second
    /// without its first 100 items: the section move makes the diff remove the items in a stage
    /// of their own, where only the second section's items are written into an array of the diff's.
    private static func sectionMovedAndItemsRemoved() -> (sections: [ItemSection], edited: [ItemSection]) {
        let sections = (0..<3).map { section in
            ItemSection(model: SectionHeader(id: section), items: (0..<2_000).map { Item(id: section * 10_000 + $0) })
        }
        var edited = [sections[2], sections[0], sections[1]]
        edited[2].items.removeFirst(100)
        return (sections, edited)
    }

    /// How many items each array `workspace` keeps for the next removals stage holds, and where;
    /// read without keeping a reference to them.
    private static func keptArrays(in workspace: DiffWorkspace<Item>) -> (counts: [Int], addresses: [UnsafeRawPointer?]) {
        let memory = workspace.borrow()
        defer { workspace.giveBack(memory) }
        return (memory.stageItems.map(\.count), memory.stageItems.map { address(of: $0) })
    }

    @Test("a diff made alone frees its hash table once the match is made")
    func diffAloneFreesItsTable() {
        var memory = IdentityMatchMemory(isReused: false)
        let old = (0..<1_000).map { Item(id: $0) }
        let match = old.withUnsafeBufferPointer {
            IdentityMatch(old: $0, new: SegmentedElements([old.reversed()]), rule: ItemMatchRule<Item>.self, memory: &memory)
        }
        #expect(match.oldToNew.count == 1_000)
        #expect(memory.tableWords.isEmpty)
    }

    /// Where `array` keeps its elements.
    private static func address(of array: [Item]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
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
