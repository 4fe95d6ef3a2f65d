/// The changes from a source to a target, split into batch updates that each satisfy UIKit's rules.
///
/// Apply the stages in order: for each, set the stage's data and perform its batch update. The
/// last stage's data is the target. An empty changeset means source and target are the same.
/// The diff's initialisers report the fewest moves, duplicated identities included, within the
/// bound they state for an identity repeated beyond eight pairs per occurrence.
///
/// ```swift
/// let changeset = StagedChangeset(source: oldSections, target: newSections)
/// for stage in changeset {
///     collectionView.performBatchUpdates {
///         dataSource.sections = stage.data
///         collectionView.apply(stage.update)
///     }
/// }
/// ```
public struct StagedChangeset<Data> {
    /// The stages, in the order they must be applied.
    public var stages: [Changeset<Data>]

    /// Creates a changeset from stages.
    @inlinable
    public init(stages: [Changeset<Data>] = []) {
        self.stages = stages
    }

    /// The number of operations of each kind, summed over all stages.
    public var counts: ChangeCounts {
        stages.reduce(into: ChangeCounts()) { $0.add($1.update) }
    }
}

extension StagedChangeset: RandomAccessCollection {
    public var startIndex: Int { stages.startIndex }
    public var endIndex: Int { stages.endIndex }
    public subscript(position: Int) -> Changeset<Data> { stages[position] }
}

extension StagedChangeset: Equatable where Data: Equatable {}
extension StagedChangeset: Sendable where Data: Sendable {}
