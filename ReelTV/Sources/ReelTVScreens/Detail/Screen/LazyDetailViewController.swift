import ReelDataSource
import ReelDataSourceUIKit
import ReelStream

/// The detail screen the way the detail-screen talk ends up ("after"): one collection view whose
/// sections are declared by ``DetailLogic`` and applied by diff.
///
/// Only the root view exists at first. The heavy views (the collection view with its data
/// source, and the key art) are created once the series has loaded *and* the screen has
/// appeared; then the recommendations are fetched. Rotation moves the key art between the root
/// view (landscape, beside the list) and the content section (portrait), the latter by a new
/// state of the sections.
@MainActor
package final class LazyDetailViewController: DetailViewController, UICollectionViewDelegateFlowLayout {
    private var collectionView: UICollectionView?
    private var dataSource: SectionedDataSource<DetailSection, CollectionViewList>?
    /// What the layout measures the items with.
    private let sizingCells = SizingCells()
    /// The items' heights measured so far, which each layout pass asks for again.
    private let heights = CellHeightCache<DetailItem>()
    private var actions: DetailActions?

    /// The collection view, once the heavy views exist: for tests and measuring.
    package var list: UICollectionView? { collectionView }

    /// Whether no sections were handed to the data source yet.
    private var isFirstUpdate = true

    /// States handed to the data source whose update has not finished.
    private var updatesUnderWay = 0

    override var shownSections: [DetailSection] { dataSource?.sections ?? [] }

    package override var pendingWork: String? {
        updatesUnderWay == 0 ? nil : "\(updatesUnderWay) update(s) of the detail list not applied"
    }

    /// A detail screen for `seriesID`, opening in `orientation`.
    package init(seriesID: String, orientation: ScreenOrientation, dependencies: DetailDependencies) {
        super.init(seriesID: seriesID, orientation: orientation, dependencies: dependencies, strategy: .lazy)
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        stream.output.readyForInitializingViews
            .sink { [weak self] in self?.createHeavyViews() }
            .disposed(by: bag)
        stream.output.orientation
            .sink { [weak self] in self?.arrangeOnceCreated(for: $0) }
            .disposed(by: bag)
        stream.output.sections
            .sink { [weak self] in
                guard let self, let dataSource = self.dataSource else { return }
                self.updatesUnderWay += 1
                let shown: @MainActor () -> Void = { [weak self] in
                    self?.updatesUnderWay -= 1
                    self?.prefetchOnceComplete()
                }
                // The first sections go into an empty list: nothing on screen to animate from, so
                // a reload shows them a batch update and its animation sooner.
                if self.isFirstUpdate {
                    self.isFirstUpdate = false
                    dataSource.applyUsingReloadData($0, completion: shown)
                } else {
                    dataSource.apply($0, completion: shown)
                }
            }
            .disposed(by: bag)
    }

    /// Turns on prefetching beyond the visible area once the first complete frame is on screen
    /// (the update's animation has ended): before it, cells out of sight would only delay it.
    private func prefetchOnceComplete() {
        guard isComplete, let collectionView, !collectionView.isPrefetchingEnabled else { return }
        collectionView.isPrefetchingEnabled = true
    }

    private func createHeavyViews() {
        let signposts = dependencies.signposts
        let collectionView = signposts.measure(Signpost.createList) {
            let collectionView = UICollectionView(frame: rootView.bounds, collectionViewLayout: DetailLayout.collectionLayout())
            collectionView.isPrefetchingEnabled = false
            collectionView.delegate = self
            let actions = makeActions()
            self.actions = actions
            dataSource = SectionedDataSource(
                list: CollectionViewList(collectionView), configuration: DataSourceConfiguration(diffTracker: dependencies.effects),
                cellProvider: { _, _, item in DetailCellProvider.cell(for: item, actions: actions) },
                headerProvider: { _, _, model in DetailCellProvider.header(for: model) })
            return collectionView
        }
        self.collectionView = collectionView
        rootView.contentView = collectionView
        arrangeOnceCreated(for: stream.output.orientation.value)
        stream.input.didFinishInitializingViews()
    }

    /// Arranges the root view for `orientation` once the list exists: before, there is nothing
    /// to put the key art beside.
    private func arrangeOnceCreated(for orientation: ScreenOrientation) {
        guard collectionView != nil else { return }
        arrange(for: orientation)
    }

    // MARK: UICollectionViewDelegateFlowLayout

    package func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard let dataSource, let actions, let item = dataSource.item(at: indexPath) else { return .zero }
        let width = DetailCellProvider.isGridTile(item) ? DetailLayout.gridItemWidth(forWidth: collectionView.bounds.width) : collectionView.bounds.width
        let height = heights.height(of: item, width: width) {
            DetailCellProvider.height(of: item, width: width, actions: actions, sizingCells: sizingCells)
        }
        return CGSize(width: width, height: height)
    }

    package func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        guard let sections = dataSource?.sections, sections.indices.contains(section), DetailCellProvider.hasHeader(sections[section]) else {
            return .zero
        }
        return CGSize(width: collectionView.bounds.width, height: SectionTitleHeader.height)
    }

    package func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let actions, let item = dataSource?.item(at: indexPath) else { return false }
        return DetailCellProvider.selectionAction(for: item, actions: actions) != nil
    }

    package func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let actions, let item = dataSource?.item(at: indexPath) else { return }
        DetailCellProvider.selectionAction(for: item, actions: actions)?()
    }
}
