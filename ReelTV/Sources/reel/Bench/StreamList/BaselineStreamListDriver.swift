import Foundation
import ReelDataSourceReelUI
import ReelDiff
import ReelUI

/// The baselines of `reel bench stream-list`: a data source that diffs every state on the main
/// actor and performs its stages at once, in order, however many batch updates are still
/// animating (RxDataSources' animated data source), or one that reloads for every state.
@MainActor
final class BaselineStreamListDriver: StreamListDriver, CollectionViewDataSource {
    /// How the baseline shows a state.
    enum Strategy {
        case diffOnMain, reload
    }

    private let strategy: Strategy
    private unowned let collectionView: CollectionView
    private(set) var sections: [BenchSection]
    private(set) var readyNumber = 0

    /// Shows `initial`, reloaded, in `collectionView`.
    init(collectionView: CollectionView, strategy: Strategy, initial: [BenchSection]) {
        self.collectionView = collectionView
        self.strategy = strategy
        sections = initial
        collectionView.dataSource = self
    }

    func deliver(_ state: [BenchSection], number: Int) {
        switch strategy {
        case .diffOnMain:
            for stage in StagedChangeset(source: sections, target: state) {
                collectionView.performBatchUpdates(stage.update, animated: true, commit: { sections = stage.data }, completion: { _ in })
            }
            sections = state  // the last stage's data, or the same content when nothing changed
        case .reload:
            sections = state
            collectionView.reloadData()
        }
        readyNumber = number
        // The state is on screen after the next layout pass; make sure there is one.
        collectionView.window?.loop.perform {}
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].items.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        BenchCell.dequeue(in: collectionView, at: indexPath, showing: sections[indexPath.section].items[indexPath.item])
    }

    func collectionView(_ collectionView: CollectionView, headerForSection section: Int) -> CollectionSupplementaryView? { nil }
}
