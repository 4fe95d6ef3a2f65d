import ReelDataSource
import ReelDataSourceReelUI
import ReelDiff
import ReelStream
import ReelTestSupport
import ReelUI
import Testing

/// A diff run off the main actor for a data source that is released before it finishes.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ReleasedDataSourceEffectTests {
    @Test("a diff whose data source is gone by the time it finishes is no longer under way")
    func diffOfAReleasedDataSourceEnds() async {
        let effects = EffectTracker()
        let window = Window(traits: TraitCollection(size: Size(width: 20, height: 10), orientation: .portrait))
        let collectionView = CollectionView(frame: window.bounds)
        collectionView.register(ItemCell.self)
        window.addSubview(collectionView)
        var dataSource: SectionedDataSource<ItemSection, CollectionView>? = SectionedDataSource(
            list: collectionView, configuration: DataSourceConfiguration(offMainActorItemThreshold: 0, effects: effects),
            cellProvider: { list, path, _ in list.dequeueReusableCell(ItemCell.self, for: path) })
        dataSource?.apply([section(0, [1, 2, 3])], animated: true, completion: nil)
        #expect(effects.count == 1)
        dataSource = nil
        #expect(await effects.untilIdle(orAfter: .seconds(50)))
        _ = dataSource
    }
}
