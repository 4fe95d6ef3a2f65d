import ReelDataSource
import ReelDiff

extension CollectionView: BatchUpdatingList {
    /// Cells are ``CollectionViewCell``s.
    public typealias Cell = CollectionViewCell
    /// Headers and footers are ``CollectionSupplementaryView``s.
    public typealias SupplementaryView = CollectionSupplementaryView

    /// Makes `dataSource` this collection view's data source.
    public func connect<Section>(_ dataSource: SectionedDataSource<Section, CollectionView>) {
        self.dataSource = dataSource
    }

    /// Whether the collection view is in a window.
    public var isInWindow: Bool { window != nil }

    /// Performs a batch update for a data source; see
    /// ``performBatchUpdates(_:commit:completion:)-(_,_,((Bool)->Void)?)``.
    public func performBatchUpdates(
        _ update: BatchUpdate, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        performBatchUpdates(update, commit: commit, completion: Optional(completion))
    }
}

extension SectionedDataSource: CollectionViewDataSource where List == CollectionView {
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        numberOfSections
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfItems(inSection: section)
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt path: ItemPath) -> CollectionViewCell {
        cell(at: path, in: collectionView)
    }

    public func collectionView(_ collectionView: CollectionView, headerForSection section: Int) -> CollectionSupplementaryView? {
        supplementaryView(ofKind: .header, inSection: section, in: collectionView)
    }

    public func collectionView(_ collectionView: CollectionView, footerForSection section: Int) -> CollectionSupplementaryView? {
        supplementaryView(ofKind: .footer, inSection: section, in: collectionView)
    }
}
