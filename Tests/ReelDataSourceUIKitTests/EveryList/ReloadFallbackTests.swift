#if UIKIT_LISTS
import ReelDataSource
import ReelDiff
import ReelTestSupport
import Testing

/// When animating is pointless, the data source reloads, on every kind of list.
@MainActor
@Suite struct ReloadFallbackTests {
    @Test("above the reload threshold the list reloads instead of animating", arguments: ListKind.allCases)
    func reloadsAboveTheThreshold(_ kind: ListKind) async {
        let list = kind.make(ListOptions(configuration: DataSourceConfiguration(reloadThreshold: 2)))
        await list.show([section(0, [1, 2, 3])])
        let reloads = list.reloads
        let batches = list.batches.count

        await list.show([section(0, [1, 2, 3, 4, 5])])  // 2 changes: animated
        #expect(list.batches.count == batches + 1)
        #expect(list.reloads == reloads)

        let target = [section(0, [5, 4, 3, 2, 1, 0])]  // 5 changes: reloaded
        await list.show(target)
        list.expectShows(target)
        #expect(list.batches.count == batches + 1)
        #expect(list.reloads == reloads + 1)
    }

    @Test("a list outside a window reloads, the update completes at once, and it shows the state once in a window", arguments: ListKind.allCases)
    func reloadsOutsideAWindow(_ kind: ListKind) async {
        let list = kind.make(ListOptions(inWindow: false))
        var completed = false
        let target = [section(0, [1, 2]), section(1, [3])]
        list.apply(target, animated: true) { completed = true }
        #expect(completed)
        #expect(list.batches.isEmpty)
        #expect(list.sections == target)
        #expect(list.counts == [2, 1])
        list.addToWindow()
        await list.settle()
        #expect(list.screen == ["0: header S0", "1: 1", "2: 2", "3: header S1", "4: 3"], "\(kind)")
        list.expectShows(target)
    }

    @Test("applying using reload data reloads, and makes the cells shown again", arguments: ListKind.allCases)
    func applyUsingReloadDataReloads(_ kind: ListKind) async {
        let list = kind.make()
        await list.show([section(0, [1, 2])])
        let batches = list.batches.count
        let reloads = list.reloads
        await list.reload(to: [section(0, [2, 1, 3])])
        list.expectShows([section(0, [2, 1, 3])])
        #expect(list.batches.count == batches)
        #expect(list.reloads == reloads + 1)
    }

    @Test(
        "an unanimated apply diffs and performs the batch without animation, keeping the cells of kept items",
        arguments: ListKind.allCases)
    func unanimatedApplyKeepsCells(_ kind: ListKind) async {
        let list = kind.make()
        await list.show([section(0, [1, 2, 3])])
        let cellsBefore = list.visibleCells.mapValues { ObjectIdentifier($0) }
        let reloads = list.reloads
        let batches = list.batches.count
        let unanimated = list.unanimatedBatches
        await list.show([section(0, [3, 1, 4])], animated: false)
        list.expectShows([section(0, [3, 1, 4])])
        #expect(list.reloads == reloads, "\(kind): no reload")
        #expect(list.batches.count == batches + 1, "\(kind)")
        #expect(list.batches.last?.deletedItems == [ItemPath(item: 1, section: 0)], "\(kind)")
        #expect(list.unanimatedBatches == unanimated + 1, "\(kind): performed without animation")
        let cellsAfter = list.visibleCells.mapValues { ObjectIdentifier($0) }
        #expect(cellsAfter[ItemPath(item: 0, section: 0)] == cellsBefore[ItemPath(item: 2, section: 0)], "\(kind): item 3 keeps its cell")
        #expect(cellsAfter[ItemPath(item: 1, section: 0)] == cellsBefore[ItemPath(item: 0, section: 0)], "\(kind): item 1 keeps its cell")
    }

    @Test("an animated apply performs its batch with animations on", arguments: ListKind.allCases)
    func animatedApplyAnimates(_ kind: ListKind) async {
        let list = kind.make()
        await list.show([section(0, [1, 2, 3])])
        await list.show([section(0, [3, 1, 4])])
        #expect(list.unanimatedBatches == 0, "\(kind)")
    }
}
#endif
