import ReelDataSource
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

    @Test("an unanimated apply reloads", arguments: ListKind.allCases)
    func unanimatedApplyReloads(_ kind: ListKind) async {
        let list = kind.make()
        await list.show([section(0, [1, 2])])
        let batches = list.batches.count
        await list.show([section(0, [2, 1, 3])], animated: false)
        list.expectShows([section(0, [2, 1, 3])])
        #expect(list.batches.count == batches)
    }
}
