import ReelStream
import ReelUI

/// The detail screen the way the detail-screen talk started ("before"): one scroll view holding one
/// stack view, every view (every recommend tile included) created up front, and each binding laying
/// the screen out at once.
///
/// It shows the same content as ``LazyDetailViewController`` from the same ``DetailLogic``, so the
/// two can be measured against each other in one run. The views are kept by item, so a new
/// state reconfigures them; but the stack is rebuilt and laid out on every change, as the
/// `isHidden`-driven stack of the talk was.
@MainActor
final class EagerDetailViewController: DetailViewController {
    private let rootStack = StackView(axis: .vertical)
    private let scrollView = StackScrollView()
    private let thumbnail = ImageView(name: "")
    private var views: [String: CollectionViewCell] = [:]
    private var headers: [String: SectionTitleHeader] = [:]
    private var gridLines: [String: StackView] = [:]
    private var sections: [DetailSection] = []

    override var shownSections: [DetailSection] { sections }

    /// A detail screen for `seriesID`, opening in `orientation`.
    package init(seriesID: String, orientation: TraitCollection.Orientation, dependencies: DetailDependencies) {
        super.init(seriesID: seriesID, orientation: orientation, dependencies: dependencies, strategy: .eager)
    }

    package override func loadView() {
        rootStack.addArrangedSubview(scrollView)
        view = rootStack
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        stream.output.sections
            .sink { [weak self] in self?.show($0) }
            .disposed(by: bag)
        stream.output.orientation
            .sink { [weak self] in self?.arrange(for: $0) }
            .disposed(by: bag)
        // The thumbnail exists before the series has loaded (a screen opened in landscape
        // shows it at once), so it takes the title when it comes.
        stream.output.series
            .compactMap { $0?.title }
            .sink { [thumbnail] in thumbnail.name = $0 }
            .disposed(by: bag)
        // Everything exists from the start, so the recommendations are fetched at once too.
        stream.input.didFinishInitializingViews()
    }

    private func arrange(for orientation: TraitCollection.Orientation) {
        DetailLayout.arrangeRoot(rootStack, for: orientation)
        if orientation == .landscape {
            thumbnail.preferredSize = landscapeThumbnailSize
            rootStack.insertArrangedSubview(thumbnail, at: 0)
        } else {
            rootStack.removeArrangedSubview(thumbnail)
        }
        view.layoutIfNeeded()
    }

    /// Rebuilds the stack from `sections`, creating the views of new items and reconfiguring the
    /// others, then lays everything out at once.
    private func show(_ sections: [DetailSection]) {
        dependencies.signposts.measure(Signpost.createList, metadata: ["strategy": "eager"]) {
            let actions = makeActions()
            let stack = scrollView.stackView
            for view in stack.arrangedSubviews { stack.removeArrangedSubview(view) }
            for section in sections {
                if case .recommend(let id, let title, let pattern) = section.kind {
                    let header = headers[id] ?? SectionTitleHeader()
                    headers[id] = header
                    header.configure(title: title)
                    stack.addArrangedSubview(header)
                    let cells = section.items.map { view(for: $0, actions: actions) }
                    if pattern == .grid {
                        addGridLines(of: cells, rowID: id, to: stack)
                    } else {
                        cells.forEach(stack.addArrangedSubview)
                    }
                } else {
                    for item in section.items { stack.addArrangedSubview(view(for: item, actions: actions)) }
                }
            }
            view.layoutIfNeeded()
        }
        self.sections = sections
    }

    private func view(for item: DetailItem, actions: DetailActions) -> CollectionViewCell {
        let type = DetailCellProvider.cellType(for: item)
        let cell = views[item.identity].flatMap { Swift.type(of: $0) == type ? $0 : nil } ?? type.init()
        views[item.identity] = cell
        DetailCellProvider.configure(cell, with: item, actions: actions)
        return cell
    }

    /// Tiles in lines of ``DetailLayout/gridColumns``, sharing the width like the list's grid.
    private func addGridLines(of cells: [CollectionViewCell], rowID: String, to stack: StackView) {
        for start in stride(from: 0, to: cells.count, by: DetailLayout.gridColumns) {
            let key = "\(rowID)-\(start)"
            let line = gridLines[key] ?? StackView(axis: .horizontal, spacing: 1, distribution: .fillEqually)
            gridLines[key] = line
            for view in line.arrangedSubviews { line.removeArrangedSubview(view) }
            for cell in cells[start..<min(start + DetailLayout.gridColumns, cells.count)] { line.addArrangedSubview(cell) }
            // A short last line keeps the columns' widths.
            for _ in line.arrangedSubviews.count..<DetailLayout.gridColumns { line.addArrangedSubview(View()) }
            stack.addArrangedSubview(line)
        }
    }
}
