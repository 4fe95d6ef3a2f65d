import Foundation
import ReelDataSourceUIKit
import ReelDiff

/// The baselines of `reel bench stream-list`: a data source that diffs every state on the main
/// actor and performs its stages at once, in order, however many batch updates are still
/// animating (RxDataSources' animated data source), or one that reloads for every state.
@MainActor
final class BaselineStreamListDriver: NSObject, StreamListDriver, UICollectionViewDataSource {
    /// How the baseline shows a state.
    enum Strategy {
        case diffOnMain, reload
    }

    private let strategy: Strategy
    private unowned let collectionView: UICollectionView
    private(set) var sections: [BenchSection]
    private(set) var readyNumber = 0

    /// Shows `initial`, reloaded, in `collectionView`.
    init(collectionView: UICollectionView, strategy: Strategy, initial: [BenchSection]) {
        self.collectionView = collectionView
        self.strategy = strategy
        sections = initial
        super.init()
        collectionView.dataSource = self
    }

    func deliver(_ state: [BenchSection], number: Int) {
        switch strategy {
        case .diffOnMain:
            collectionView.reload(using: StagedChangeset(source: sections, target: state)) { sections = $0 }
            sections = state  // the last stage's data, or the same content when nothing changed
        case .reload:
            sections = state
            collectionView.reloadData()
        }
        readyNumber = number
        // The state is on screen after the next layout pass; make sure there is one.
        collectionView.setNeedsLayout()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        BenchCell.dequeue(in: collectionView, at: indexPath, showing: sections[indexPath.section].items[indexPath.item])
    }
}
