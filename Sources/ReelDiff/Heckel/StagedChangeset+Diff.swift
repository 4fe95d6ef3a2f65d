extension StagedChangeset {
    /// Diffs two lists of sections into stages that each satisfy UIKit's batch-update rules.
    ///
    /// Sections and items are matched by identity in O(n) (Heckel's algorithm), items across
    /// sections too. A matched item whose content differs is updated; the fewest items and
    /// sections are reported moved (all but a longest increasing subsequence of survivors).
    ///
    /// Duplicated identities are legal. An identity's occurrences are matched as often as the
    /// list holding fewer of them has them (among the items of surviving sections, for items);
    /// which ones are matched is chosen to keep the most in place: sections first, then items
    /// within the sections as matched, each a longest common subsequence of the two lists'
    /// identities. Of the section pairings keeping the most in place, one keeping the most
    /// sections in place with a section that holds the same items (by identity, in order) is
    /// taken, and the sections that move are paired with such a section first, so removing
    /// one of many sections sharing an identity is one section delete. The k-th occurrence in
    /// `source` is matched with the k-th in `target` unless another pairing keeps more in place,
    /// so an unchanged state gives no stage, duplicates and all, a changed one touches only
    /// what changed, and a copy that can stay where it is stays: `[a, b, c, d]` →
    /// `[d, b, c, d]` inserts a `d` and moves nothing.
    ///
    /// The moves are the fewest with one bound, which bounds the work: an identity whose
    /// occurrences would pair up more than eight times per occurrence (old × new, within
    /// matched sections for items) keeps in place only pairs of its k-th occurrence in `target`
    /// with its (k − 3)-th to (k + 3)-th in `source`, or, for sections, the k-th of its sections
    /// holding some items in `target` with the k-th holding them in `source`; its moves are then
    /// at most the fewest that such pairs allow, and its other occurrences are matched in
    /// order. So `[a, b] × 1000` → `[b, a] × 1000` is one move, while copies of an identity
    /// repeated that often that shift by more than three places may move though they could
    /// stay. An identity found at most eight times in `source` or in `target` never meets the
    /// bound.
    ///
    /// Everything is done in O(n log n) time at worst and O(n) memory, off the main thread if
    /// you like. Lists of 50,000 items and more (old and new together) are diffed on two
    /// threads at once where the machine has two cores or more, with the same result: their
    /// identities' hashing and equality, and the items' equality, are then called from both
    /// threads, as they safely are for values (a class whose `identity` or `==` mutates state
    /// needs a lock).
    ///
    /// - Complexity: O(n + m + k log k) for n old and m new items and sections, where k is the
    ///   number of items staying in their section (the longest-increasing-subsequence step);
    ///   O(n + m) in practice, since that step is linear when few items move. Duplicated
    ///   identities add O(p log p) for the p pairs weighed in the sections holding them, at
    ///   most eight per occurrence of theirs and one per other item: p ≤ 9(n + m); repeated
    ///   section identities O(p log s) for s sections, and a pass over the items of the
    ///   sections holding them.
    @inlinable
    public init<Section: AnimatableSectionModelType>(source: [Section], target: [Section]) where Data == [Section] {
        self.init(sectionedSource: source, target: target)
    }

    /// Diffs two lists of sections; this overload only settles the choice for section types
    /// that are `Equatable`, which are also valid elements of a linear diff.
    @inlinable
    public init<Section: AnimatableSectionModelType & Equatable>(source: [Section], target: [Section]) where Data == [Section] {
        self.init(sectionedSource: source, target: target)
    }

    /// Diffs two linear lists into stages that each satisfy UIKit's batch-update rules; item
    /// paths name section 0.
    ///
    /// - Complexity: O(n + m + k log k), as for sections.
    @inlinable
    public init<Element: IdentifiableType & Equatable>(source: [Element], target: [Element]) where Data == [Element] {
        let sectioned = StagedChangeset<[SingleSection<Element>]>(
            sectionedSource: [SingleSection(items: source)], target: [SingleSection(items: target)])
        self.init(stages: sectioned.stages.map { Changeset(data: $0.data[0].items, update: $0.update) })
    }

    /// Diffs two lists of sections as ``init(source:target:)`` does, working in `workspace`'s
    /// memory: what a data source that diffs state after state uses, so that its diffs reuse the
    /// memory of the ones before.
    @inlinable
    package init<Section: AnimatableSectionModelType>(
        source: [Section], target: [Section], workspace: DiffWorkspace<Section.Item>
    ) where Data == [Section] {
        var memory = workspace.borrow()
        self.init(sectionedSource: source, target: target, memory: &memory)
        workspace.giveBack(memory)
    }

    /// The sectioned diff; `parallel` says whether its independent phases (the item match's
    /// first two, the plan's listing beside its subsequences) run on two threads at once (nil:
    /// by the lists' size, as ``IdentityMatch/runsInParallel(oldCount:newCount:)`` decides). The
    /// diff is the same either way: tests compare the two.
    @inlinable
    init<Section: AnimatableSectionModelType>(
        sectionedSource source: [Section], target: [Section], parallel: Bool? = nil
    ) where Data == [Section] {
        var memory = DiffWorkspace<Section.Item>.Memory(isReused: false)
        self.init(sectionedSource: source, target: target, parallel: parallel, memory: &memory)
    }

    /// The sectioned diff, working in `memory` and leaving its memory there for the next diff.
    @inlinable
    init<Section: AnimatableSectionModelType>(
        sectionedSource source: [Section], target: [Section], parallel: Bool? = nil,
        memory: inout DiffWorkspace<Section.Item>.Memory
    ) where Data == [Section] {
        let targetSections = SegmentedElements([target])
        var sections = IdentityMatch(old: source, new: targetSections, rule: SectionMatchRule<Section>.self, parallel: parallel)
        source.withUnsafeBufferPointer { old in
            sections.matchRepeated(
                old: old, new: targetSections, rule: SectionMatchRule<Section>.self,
                oldStarts: [0, source.count], counterparts: [0],
                alike: sections.repeated.count > 0 ? AlikeOccurrences(sectionsHoldingTheSameItems: sections.repeated, old: source, new: target) : nil)
        }
        // Items leave with deleted sections and arrive with inserted ones, so only those of
        // surviving sections are matched (and counted as occurrences); an item stays in place
        // only within the section its own section is matched with. Both lists' items are read
        // in their sections' arrays, so that the diff holds no copy of either: the old ones,
        // which the match's table points into by index, as one buffer for a single section and
        // through each section's own for up to `maximumSegments` sections; only the items of
        // more sections are gathered into one array.
        let sectionNewToOld = Array(sections.newToOld)
        let sectionOldToNew = Array(sections.oldToNew)
        let newItems = SegmentedElements(target.indices.map { sectionNewToOld[$0] >= 0 ? target[$0].items : [] })
        func matchItems<Old: OldElements<Section.Item>>(_ old: Old, oldStarts: [Int]) -> IdentityMatch {
            var items = IdentityMatch(
                old: old, new: newItems, rule: ItemMatchRule<Section.Item>.self, parallel: parallel, memory: &memory.match)
            items.matchRepeated(
                old: old, new: newItems, rule: ItemMatchRule<Section.Item>.self,
                oldStarts: oldStarts, counterparts: sectionNewToOld)
            return items
        }
        var items: IdentityMatch
        let oldStarts: [Int]
        if source.count == 1 {
            let oldItems = sectionOldToNew[0] >= 0 ? source[0].items : []
            oldStarts = [0, oldItems.count]
            items = oldItems.withUnsafeBufferPointer { matchItems($0, oldStarts: oldStarts) }
        } else if source.count <= SectionItemBuffers<Section.Item>.maximumSegments {
            (items, oldStarts) = SectionItemBuffers.withItems(of: source, keeping: sectionOldToNew) { old, starts in
                (matchItems(old, oldStarts: starts), starts)
            }
        } else {
            // Gathered into the memory's array, which goes back emptied, its memory kept.
            var oldItems: [Section.Item]
            (oldItems, oldStarts) = SectionItemBuffers.gatheredItems(
                source, keeping: sectionOldToNew, into: &memory.oldItems, isReused: memory.match.isReused)
            items = oldItems.withUnsafeBufferPointer { matchItems($0, oldStarts: oldStarts) }
            oldItems.removeAll(keepingCapacity: true)
            memory.oldItems = oldItems
        }
        let stages: [Changeset<[Section]>]
        do {
            // The plan shares the match's arrays until the end of this scope: after it they
            // have one owner again, and go back to the memory unshared.
            let plan = DiffPlan(sections: sections, oldStarts: oldStarts, newStarts: newItems.starts, items: items, parallel: parallel)
            stages = plan.changesets(
                source: source, target: target, newItems: newItems,
                stageItems: &memory.stageItems, keepsStageItems: memory.match.isReused)
        }
        items.returnMemory(to: &memory.match)
        self.init(stages: stages)
    }
}

extension DiffPlan {
    /// Builds each stage's data and pairs it with the stage's batch update.
    ///
    /// The removals stage's sections of items are written into the arrays of `stageItems`
    /// where there are some (emptied first, their memory kept), and, when `keepsStageItems`,
    /// `stageItems` holds the arrays written this time afterwards, then the others emptied, for
    /// the next diff: so a stream of long lists stops asking the kernel for fresh pages to
    /// write this stage into. An array that is still shared when its turn comes is replaced,
    /// not overwritten.
    @inlinable
    func changesets<Section: SectionModelType>(
        source: [Section], target: [Section], newItems: SegmentedElements<Section.Item>,
        stageItems: inout [[Section.Item]], keepsStageItems: Bool
    ) -> [Changeset<[Section]>] {
        var recycled = stageItems
        stageItems = []
        // The arrays are taken in the order they were written, which is the sections' order,
        // so that each section most likely finds one as long as it needs.
        recycled.reverse()
        var written: [[Section.Item]] = []
        // Kept sections with their kept items in old order, showing new content: the data after
        // the removals, reused by the section arrangement.
        var removed: [Section]?
        func afterRemovals() -> [Section] {
            if let removed { return removed }
            var sections: [Section] = []
            sections.reserveCapacity(source.count)
            for (old, new) in sectionOldToNew.enumerated() where new >= 0 {
                // A section whose items all stay where they are shows the target's items
                // already: sharing them keeps a small change to a large list from copying it.
                if keepsEveryItemInPlace(ofOldSection: old, as: newItems.starts[new]..<newItems.starts[new + 1]) {
                    sections.append(target[new])
                    continue
                }
                let kept = items(keptBy: old, showing: newItems, mostlyIn: new, reusing: recycled.popLast())
                if keepsStageItems { written.append(kept) }
                sections.append(Section(original: target[new], items: kept))
            }
            removed = sections
            return sections
        }

        let changesets = stages.map { stage in
            let data: [Section]
            switch stage.kind {
            case .sectionUpdates:
                data = source.indices.map { old in
                    sectionChanged[old] ? Section(original: target[sectionOldToNew[old]], items: source[old].items) : source[old]
                }
            case .removals:
                data = afterRemovals()
            case .sectionArrangement:
                let kept = afterRemovals()
                data = target.indices.map { new in
                    let old = sectionNewToOld[new]
                    return old < 0 ? target[new] : kept[compactedSection[old]]
                }
            case .placements, .complete:
                data = target
            }
            return Changeset(data: data, update: stage.update)
        }
        // The arrays this diff had no use for are kept too, for a later diff that edits more
        // sections, but emptied: they hold items of a state the data source may have left.
        if keepsStageItems {
            for index in recycled.indices { recycled[index].removeAll(keepingCapacity: true) }
            stageItems = written + recycled.reversed()
        }
        return changesets
    }
}
