import ReelDataSource
import ReelDiff
import ReelStream
import ReelTestSupport
import Testing

/// `publisher.bind(to: dataSource)`: every array of sections a publisher sends is applied, on
/// every kind of list, until the subscription goes.
@MainActor
@Suite struct PublisherBindingTests {
    @Test("each state a publisher sends is shown, animated, until the binding is disposed of", arguments: ListKind.allCases)
    func bindingShowsEachState(_ kind: ListKind) async {
        let list = kind.make()
        let states = PassthroughSubject<[ItemSection], Never>()
        var bag: DisposeBag? = DisposeBag()
        list.bind(states.eraseToAnyPublisher(), animated: true).disposed(by: bag!)

        states.send([section(0, [1, 2])])
        await list.settle()
        list.expectShows([section(0, [1, 2])])
        states.send([section(0, [2, 1, 3])])
        await list.settle()
        list.expectShows([section(0, [2, 1, 3])])
        #expect(list.batches.last?.insertedItems == [ItemPath(item: 2, section: 0)], "\(kind)")

        bag = nil
        states.send([section(0, [4])])
        await list.settle()
        list.expectShows([section(0, [2, 1, 3])], "the binding is gone")
        #expect(list.problems.isEmpty, "\(kind)")
    }

    @Test("a stream's read-only property of sections binds like any publisher, unanimated when asked", arguments: ListKind.allCases)
    func propertyBindsUnanimated(_ kind: ListKind) async {
        let list = kind.make()
        let relay = BehaviorRelay(value: [section(0, [1])])
        let bag = DisposeBag()
        list.bind(Property(relay).eraseToAnyPublisher(), animated: false).disposed(by: bag)
        await list.settle()
        list.expectShows([section(0, [1])])
        let reloads = list.reloads
        relay.accept([section(0, [1, 2])])
        await list.settle()
        list.expectShows([section(0, [1, 2])])
        #expect(list.reloads == reloads, "\(kind): diffed, not reloaded")
        #expect(list.batches.last?.insertedItems == [ItemPath(item: 1, section: 0)], "\(kind)")
        #expect(list.unanimatedBatches >= 1, "\(kind): performed without animation")
    }
}
