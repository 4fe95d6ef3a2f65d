import ReelDataSource
import ReelDataSourceReelUI
import ReelStream
import ReelUI

/// The detail screen the way the detail-screen talk ends up ("after"): a root stack and one
/// collection view whose sections are declared by ``DetailLogic`` and applied by diff.
///
/// Only the root stack exists at first. The heavy views (the collection view with its data
/// source, and the thumbnail) are created once the series has loaded *and* the screen has
/// appeared; then the recommendations are fetched. Rotation flips the root stack's axis and
/// moves the thumbnail between the root stack (landscape) and the content section (portrait),
/// the latter by a new state of the sections.
@MainActor
package final class LazyDetailViewController: DetailViewController {
    private let rootStack = StackView(axis: .vertical)
    private var thumbnail: ImageView?
    private var collectionView: CollectionView?
    private var dataSource: SectionedDataSource<DetailSection, CollectionView>?

    /// The collection view, once the heavy views exist: for tests and measuring.
    package var list: CollectionView? { collectionView }

    /// States handed to the data source whose update has not finished.
    private var updatesUnderWay = 0

    override var shownSections: [DetailSection] { dataSource?.sections ?? [] }

    override var pendingWork: String? {
        updatesUnderWay == 0 ? nil : "\(updatesUnderWay) update(s) of the detail list not applied"
    }

    /// A detail screen for `seriesID`, opening in `orientation`.
    package init(seriesID: String, orientation: TraitCollection.Orientation, dependencies: DetailDependencies) {
        super.init(seriesID: seriesID, orientation: orientation, dependencies: dependencies, strategy: .lazy)
    }

    package override func loadView() {
        view = rootStack
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        stream.output.series
            .compactMap { $0?.title }
            .sink { [weak self] in self?.title = $0 }
            .disposed(by: bag)
        stream.output.readyForInitializingViews
            .sink { [weak self] in self?.createHeavyViews() }
            .disposed(by: bag)
        stream.output.orientation
            .sink { [weak self] in self?.arrange(for: $0) }
            .disposed(by: bag)
        stream.output.sections
            .sink { [weak self] in
                guard let self, let dataSource = self.dataSource else { return }
                self.updatesUnderWay += 1
                dataSource.apply($0) { [weak self] in
                    self?.updatesUnderWay -= 1
                    self?.prefetchOnceComplete()
                }
            }
            .disposed(by: bag)
    }

    /// Turns on prefetching beyond the visible area once the first complete frame is on screen
    /// (the update's animation has ended): before it, cells out of sight would only delay it.
    private func prefetchOnceComplete() {
        guard isComplete, let collectionView, collectionView.layout.prefetchRows == 0 else { return }
        collectionView.layout.prefetchRows = DetailLayout.prefetchRows
    }

    private func createHeavyViews() {
        let signposts = dependencies.signposts
        let collectionView = signposts.measure(Signpost.createList) {
            let collectionView = CollectionView(layout: DetailLayout.collectionLayout(pattern: dependencies.pattern))
            DetailCellProvider.register(in: collectionView)
            let actions = makeActions()
            dataSource = SectionedDataSource(
                list: collectionView, configuration: DataSourceConfiguration(effects: dependencies.effects),
                cellProvider: { collectionView, path, item in
                    DetailCellProvider.cell(in: collectionView, at: path, for: item, actions: actions)
                },
                headerProvider: { collectionView, section, model in
                    DetailCellProvider.header(in: collectionView, section: section, model: model)
                })
            return collectionView
        }
        self.collectionView = collectionView
        rootStack.addArrangedSubview(collectionView)
        arrange(for: stream.output.orientation.value)
        stream.input.didFinishInitializingViews()
    }

    /// Portrait: one vertical stack, the thumbnail inside the list. Landscape: the thumbnail
    /// beside the list.
    private func arrange(for orientation: TraitCollection.Orientation) {
        guard collectionView != nil else { return }
        DetailLayout.arrangeRoot(rootStack, for: orientation)
        if orientation == .landscape {
            let thumbnail = thumbnail ?? dependencies.signposts.measure(Signpost.createThumbnail) {
                ImageView(name: stream.output.series.value?.title ?? "")
            }
            thumbnail.preferredSize = landscapeThumbnailSize
            self.thumbnail = thumbnail
            rootStack.insertArrangedSubview(thumbnail, at: 0)
        } else {
            thumbnail.map(rootStack.removeArrangedSubview)
        }
    }
}
