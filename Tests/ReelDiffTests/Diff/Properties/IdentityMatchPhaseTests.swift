@testable import ReelDiff
import ReelTestSupport
import Testing

/// The identity match pairs the new elements found in order first, without its table, and
/// looks the others up after, on two threads at once for long lists, as the plan lists the
/// items beside its subsequences: whatever the order of the match's phases and however many
/// threads run them, the match is the one a single walk of the new list in order makes
/// (``OnePassIdentityMatch``), and every diff is the same, stage for stage. The tests force
/// two threads on lists far below the size that takes them.
@Suite("Identity match phases and threads")
struct IdentityMatchPhaseTests {
    private static func expectOnePassMatch<Element: IdentifiableType & Equatable>(
        _ old: [Element], _ new: [Element], _ context: String
    ) {
        let expected = OnePassIdentityMatch(old: old, new: new)
        for parallel in [false, true] {
            let match = IdentityMatch(old: old, new: SegmentedElements([new]), rule: ItemMatchRule<Element>.self, parallel: parallel)
            #expect(Self.unmatchedAsMinusOne(Array(match.oldToNew)) == expected.oldToNew, "parallel: \(parallel)\n\(context)")
            #expect(Self.unmatchedAsMinusOne(Array(match.newToOld)) == expected.newToOld, "parallel: \(parallel)\n\(context)")
            #expect(match.changed == expected.changed, "parallel: \(parallel)\n\(context)")
            #expect(match.repeated == expected.repeated, "parallel: \(parallel)\n\(context)")
        }
    }

    /// `entries` with every negative entry that is no group's (an unmatched element's, which
    /// may hold the chain of its identity's old occurrences) as -1.
    private static func unmatchedAsMinusOne(_ entries: [Int]) -> [Int] {
        entries.map { $0 < 0 && IdentityMatch.group(ofEntry: $0) == nil ? -1 : $0 }
    }

    /// Expects the diff of `source` and `target` with its phases on two threads (the identity
    /// matches' and the plan's) to equal the one on one thread, stage for stage.
    private static func expectOneThreadAndTwoAgree<Section: AnimatableSectionModelType & Equatable>(
        _ source: [Section], _ target: [Section], _ context: String
    ) {
        let oneThread = StagedChangeset<[Section]>(sectionedSource: source, target: target, parallel: false)
        let twoThreads = StagedChangeset<[Section]>(sectionedSource: source, target: target, parallel: true)
        expectSameStages(twoThreads, as: oneThread, context)
    }

    @Test("the match is the one-pass match, on one thread or two, colliding hashes included")
    func matchesLikeOnePass() {
        Fuzz.run(seed: 0x0BE9_A55E, cases: 1_000) { fuzz in
            let input = LinearDiffInput.random(&fuzz)
            let context = "\(fuzz)\n\(input)"
            Self.expectOnePassMatch(input.source, input.target, context)
            Self.expectOnePassMatch(input.source.map(PoorlyHashedItem.init), input.target.map(PoorlyHashedItem.init), context)
        }
    }

    @Test("the match is the one-pass match on lists crowded with repeats")
    func matchesLikeOnePassWithRepeats() {
        Fuzz.run(seed: 0x0BE9_DEAD, cases: 500) { fuzz in
            let heavy = DuplicateHeavyInput.random(&fuzz)
            Self.expectOnePassMatch(heavy.source.flatMap(\.items), heavy.target.flatMap(\.items), "\(fuzz)\n\(heavy)")
            let many = ManyRepeatsInput.linear(&fuzz)
            Self.expectOnePassMatch(many.source[0].items, many.target[0].items, "\(fuzz)\n\(many)")
        }
    }

    @Test("an identity found once among the old elements and paired in order after a repeat of it is grouped as in one pass")
    func inOrderPairAfterItsRepeat() {
        // The first x is out of order, so it is looked up after the in-order pass paired the
        // second x; a and y are grouped after x in one pass, though the lookup makes x's group
        // last. Old elements 0 to 39 deleted in a block make the in-order pass search ahead.
        let old = (0..<40).map { Item(id: 1_000 + $0) } + [Item(id: 1), Item(id: 2), Item(id: 3), Item(id: 9)]
        let new = [Item(id: 9), Item(id: 2), Item(id: 2), Item(id: 1), Item(id: 3), Item(id: 9), Item(id: 3)]
        Self.expectOnePassMatch(old, new, "\(old) → \(new)")
    }

    @Test("long lists, a block deleted, inserted and moved, match as in one pass, on one thread or two")
    func longListsWithBlocks() {
        Fuzz.run(seed: 0x0BE9_B10C, cases: 20) { fuzz in
            let count = fuzz.int(in: 1_000...5_000)
            var old = (0..<count).map { Item(id: $0) }
            if fuzz.chance(0.5) { old.append(contentsOf: (0..<fuzz.int(in: 1...5)).map { _ in Item(id: fuzz.int(in: 0...(count - 1))) }) }
            var new = old
            let deleted = fuzz.int(in: 0...(count / 2))
            new.removeSubrange(deleted..<min(deleted + fuzz.int(in: 1...500), new.count))
            let inserted = (0..<fuzz.int(in: 0...300)).map { Item(id: count + $0) }
            new.insert(contentsOf: inserted, at: fuzz.int(in: 0...new.count))
            let moved = fuzz.int(in: 0...(new.count - 1))
            let block = Array(new[moved..<min(moved + fuzz.int(in: 1...50), new.count)])
            new.removeSubrange(moved..<(moved + block.count))
            new.insert(contentsOf: block, at: fuzz.int(in: 0...new.count))
            for index in new.indices where fuzz.chance(0.01) { new[index].changeContent(&fuzz) }
            Self.expectOnePassMatch(old, new, "\(fuzz)")
        }
    }

    @Test("sectioned diffs on two threads equal those on one, stage for stage")
    func sectionedStagesAgree() {
        Fuzz.run(seed: 0x2C0E_5EC7, cases: 1_000) { fuzz in
            let input = SectionedDiffInput.random(&fuzz)
            Self.expectOneThreadAndTwoAgree(input.source, input.target, "\(fuzz)\n\(input)")
            let heavy = DuplicateHeavyInput.random(&fuzz)
            Self.expectOneThreadAndTwoAgree(heavy.source, heavy.target, "\(fuzz)\n\(heavy)")
        }
    }

    @Test("linear diffs on two threads equal those on one, stage for stage")
    func linearStagesAgree() {
        Fuzz.run(seed: 0x2C0E_713E, cases: 1_000) { fuzz in
            let input = LinearDiffInput.random(&fuzz)
            Self.expectOneThreadAndTwoAgree(
                [ItemSection(model: SectionHeader(id: 0), items: input.source)], [ItemSection(model: SectionHeader(id: 0), items: input.target)],
                "\(fuzz)\n\(input)")
            let many = ManyRepeatsInput.linear(&fuzz)
            Self.expectOneThreadAndTwoAgree(many.source, many.target, "\(fuzz)\n\(many)")
        }
    }
}
