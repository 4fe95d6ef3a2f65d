import ReelDataSource
import ReelDataSourceReelUI
import ReelStream
import ReelTVModel
import ReelUI

/// The My Video screen: the saved series, newest first, each opening its detail and removable;
/// declared by ``MyVideoLogic`` from the app-wide store, so it follows changes made anywhere.
@MainActor
package final class MyVideoViewController: ViewController {
    private let stream: ViewStream<MyVideoLogic>
    private let openSeries: @MainActor (String) -> Void
    private let listView = EmptyStateListView(emptyMessage: "マイビデオに登録した作品はありません")
    private var dataSource: SectionedDataSource<MyVideoSection, CollectionView>?
    private let bag = DisposeBag()

    /// The list: for tests.
    package var list: CollectionView { listView.collectionView }

    /// A My Video screen for `library`'s My Video, titled from `catalog`, whose rows call
    /// `openSeries` with their series id (the app pushes that series' detail).
    package init(library: Library, catalog: Catalog, openSeries: @escaping @MainActor (String) -> Void) {
        stream = ViewStream(
            extra: MyVideoLogic.Extra(myVideo: library.myVideo, dispatcher: library.myVideoDispatcher, catalog: catalog))
        self.openSeries = openSeries
        super.init()
        title = "マイビデオ"
    }

    package override func loadView() {
        view = listView
    }

    package override func viewDidLoad() {
        let collectionView = listView.collectionView
        collectionView.register(MyVideoCell.self)
        let input = stream.input
        dataSource = SectionedDataSource(
            list: collectionView,
            cellProvider: { [openSeries] collectionView, path, item in
                let cell = collectionView.dequeueReusableCell(MyVideoCell.self, for: path)
                cell.configure(item, onOpen: { openSeries(item.seriesID) }, onRemove: { input.remove(item.seriesID) })
                return cell
            })
        stream.output.isEmpty
            .sink { [listView] in listView.isEmpty = $0 }
            .disposed(by: bag)
        stream.output.sections
            .sink { [weak self] in self?.dataSource?.apply($0, completion: nil) }
            .disposed(by: bag)
    }
}
