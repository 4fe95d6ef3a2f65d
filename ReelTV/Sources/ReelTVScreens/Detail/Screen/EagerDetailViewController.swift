import ReelDataSourceUIKit
import ReelStream

/// The detail screen the way the detail-screen talk started ("before"): one scroll view holding
/// every view of the screen (every recommend tile included), created up front, and each binding
/// laying the screen out at once.
///
/// It shows the same content as ``LazyDetailViewController`` from the same ``DetailLogic``, so the
/// two can be measured against each other in one run. The views are kept by item, so a new
/// state reconfigures them; but the column is rebuilt and laid out on every change, as the
/// `isHidden`-driven stack of the talk was. Its cells are views in a scroll view, not a list's
/// rows: the rows a list would select are held in a ``SelectableRowView``, which a tap selects.
@MainActor
final class EagerDetailViewController: DetailViewController {
    private let scrollView = ColumnScrollView()
    private var views: [String: UICollectionViewCell] = [:]
    private var selectableRows: [String: SelectableRowView] = [:]
    private var headers: [String: SectionTitleHeader] = [:]
    private var gridLines: [String: GridLineView] = [:]
    private var sections: [DetailSection] = []

    override var shownSections: [DetailSection] { sections }

    /// A detail screen for `seriesID`, opening in `orientation`.
    package init(seriesID: String, orientation: ScreenOrientation, dependencies: DetailDependencies) {
        super.init(seriesID: seriesID, orientation: orientation, dependencies: dependencies, strategy: .eager)
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        rootView.contentView = scrollView
        // Everything exists from the start, the landscape key art included.
        makeThumbnailIfNeeded()
        stream.output.sections
            .sink { [weak self] in self?.show($0) }
            .disposed(by: bag)
        stream.output.orientation
            .sink { [weak self] in
                self?.arrange(for: $0)
                self?.view.layoutIfNeeded()
            }
            .disposed(by: bag)
        // Everything exists from the start, so the recommendations are fetched at once too.
        stream.input.didFinishInitializingViews()
    }

    /// Rebuilds the column from `sections`, creating the views of new items and reconfiguring
    /// the others, then lays everything out at once.
    private func show(_ sections: [DetailSection]) {
        dependencies.signposts.measure(Signpost.createList, metadata: ["strategy": "eager"]) {
            let actions = makeActions()
            var rows: [UIView] = []
            for section in sections {
                if case .recommend(let id, let title, let pattern) = section.kind {
                    let header = headers[id] ?? SectionTitleHeader()
                    headers[id] = header
                    header.configure(title: title)
                    rows.append(header)
                    let cells = section.items.map { row(for: $0, actions: actions) }
                    rows += pattern == .grid ? gridLines(of: cells, rowID: id) : cells
                } else {
                    rows += section.items.map { row(for: $0, actions: actions) }
                }
            }
            scrollView.rows = rows
            view.layoutIfNeeded()
        }
        self.sections = sections
    }

    /// The view showing `item`: its cell, held in a row a tap selects when a list would select
    /// the item.
    private func row(for item: DetailItem, actions: DetailActions) -> UIView {
        let cell = view(for: item, actions: actions)
        guard let select = DetailCellProvider.selectionAction(for: item, actions: actions) else { return cell }
        let row = selectableRows[item.identity] ?? SelectableRowView()
        selectableRows[item.identity] = row
        row.show(cell, onSelect: select)
        return row
    }

    private func view(for item: DetailItem, actions: DetailActions) -> UICollectionViewCell {
        let cellClass = DetailCellProvider.cellClass(for: item)
        let cell = views[item.identity].flatMap { type(of: $0) == cellClass.type ? $0 : nil } ?? cellClass.make()
        views[item.identity] = cell
        actions.counters.cellsConfigured += 1
        DetailCellProvider.configure(cell, with: item, actions: actions)
        return cell
    }

    /// Tiles in lines of ``DetailLayout/gridColumns``, sharing the width like the list's grid.
    private func gridLines(of cells: [UIView], rowID: String) -> [UIView] {
        stride(from: 0, to: cells.count, by: DetailLayout.gridColumns).map { start in
            let key = "\(rowID)-\(start)"
            let line = gridLines[key] ?? GridLineView()
            gridLines[key] = line
            line.tiles = Array(cells[start..<min(start + DetailLayout.gridColumns, cells.count)])
            return line
        }
    }
}
