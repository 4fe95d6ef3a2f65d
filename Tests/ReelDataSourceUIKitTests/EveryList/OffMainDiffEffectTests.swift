#if UIKIT_LISTS
import ReelDataSource
import ReelDiff
import ReelStream
import ReelTestSupport
import Testing

/// A diff run off the main actor is an effect under way for the configuration's tracker, so a
/// test or a script host waiting for the screen to be final waits for it too.
@MainActor
@Suite struct OffMainDiffEffectTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a diff run off the main actor is under way until the data source has its changeset", .timeLimit(.minutes(10)), arguments: ListKind.allCases)
    func offMainDiffIsUnderWay(_ kind: ListKind) async {
        let effects = EffectTracker()
        let list = kind.make(ListOptions(configuration: DataSourceConfiguration(offMainActorItemThreshold: 0, diffTracker: effects)))
        await list.show([section(0, [1, 2, 3])])
        #expect(effects.isIdle)
        let latest = [section(0, [3, 2, 1, 4])]
        list.apply(latest, animated: true, completion: nil)
        #expect(effects.count == 1, "counted as the diff starts")
        #expect(await effects.untilIdle(orAfter: .seconds(50)))
        await list.show(latest)
        list.expectShows(latest)
        #expect(effects.isIdle)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a diff on the main actor is done when apply returns: nothing is counted", .timeLimit(.minutes(10)), arguments: ListKind.allCases)
    func mainActorDiffIsNotCounted(_ kind: ListKind) async {
        let effects = EffectTracker()
        let list = kind.make(ListOptions(configuration: DataSourceConfiguration(diffTracker: effects)))
        await list.show([section(0, [1, 2, 3])])
        list.apply([section(0, [3, 2, 1])], animated: true, completion: nil)
        #expect(effects.isIdle)
    }
}

/// ReelStream's effect tracker counts the diffs as effects, as the reference app's does.
extension EffectTracker: OffMainActorDiffTracker {}
#endif
