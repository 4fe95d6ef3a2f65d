import ReelDataSource
import ReelDataSourceUIKit
import ReelStream
import ReelTVModel

/// The My Video screen: the saved series, newest first, each opening its detail when selected and
/// removable (its button, or swiping the row to delete it); declared by ``MyVideoLogic`` from the
/// app-wide store, so it follows changes made anywhere.
@MainActor
package final class MyVideoViewController: UIViewController, UITableViewDelegate {
    private let stream: ViewStream<MyVideoLogic>
    private let openSeries: @MainActor (String) -> Void
    private let listView = EmptyStateListView(emptyMessage: "マイビデオに登録した作品はありません")
    private var dataSource: SectionedDataSource<MyVideoSection, TableViewList>?
    private let sizingCells = SizingCells()
    private let bag = DisposeBag()

    /// The list: for tests.
    package var list: UITableView { listView.tableView }

    /// A My Video screen for `library`'s My Video, titled from `catalog`, whose rows call
    /// `openSeries` with their series id (the app pushes that series' detail).
    package init(library: Library, catalog: Catalog, openSeries: @escaping @MainActor (String) -> Void) {
        stream = ViewStream(
            extra: MyVideoLogic.Extra(myVideo: library.myVideo, dispatcher: library.myVideoDispatcher, catalog: catalog))
        self.openSeries = openSeries
        super.init(nibName: nil, bundle: nil)
        title = "マイビデオ"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    package override func loadView() {
        view = listView
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        let tableView = listView.tableView
        tableView.delegate = self
        // A row is two lines: rows not measured yet count as that.
        tableView.estimatedRowHeight = 2
        let input = stream.input
        let dataSource = SectionedDataSource<MyVideoSection, TableViewList>(
            list: TableViewList(tableView),
            cellProvider: { _, _, item in
                TableViewList.Cell(MyVideoCell.self) { $0.configure(item) { input.remove(item.seriesID) } }
            })
        dataSource.editing = ItemEditing(delete: { item, _ in input.remove(item.seriesID) })
        self.dataSource = dataSource
        stream.output.isEmpty
            .sink { [listView] in listView.isEmpty = $0 }
            .disposed(by: bag)
        stream.output.sections
            .sink { [weak self] in self?.dataSource?.apply($0, completion: nil) }
            .disposed(by: bag)
    }

    // MARK: UITableViewDelegate

    /// A row as tall as its cell at the table's width.
    package func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let item = dataSource?.item(at: indexPath) else { return 0 }
        return sizingCells.height(of: MyVideoCell.self, width: tableView.bounds.width, make: { MyVideoCell(style: .default, reuseIdentifier: nil) }) {
            $0.configure(item) {}
        }
    }

    /// The rows have no heading.
    package func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        0
    }

    /// Opens the selected row's series.
    package func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let item = dataSource?.item(at: indexPath) else { return }
        openSeries(item.seriesID)
    }
}
