/// One stage of a ``StagedChangeset``: the data a list shows after the stage, and the batch
/// update that animates the change to it.
///
/// A data source sets ``data`` and performs ``update`` in one batch.
public struct Changeset<Data> {
    /// What the list shows once this stage is applied.
    public var data: Data
    /// The operations that animate the previous stage's data into ``data``.
    public var update: BatchUpdate

    /// Creates a stage.
    @inlinable
    public init(data: Data, update: BatchUpdate) {
        self.data = data
        self.update = update
    }
}

extension Changeset {
    /// The number of operations in the stage's batch update, as DifferenceKit's `changeCount`.
    @inlinable
    public var changeCount: Int { update.changeCount }
}

extension Changeset: Equatable where Data: Equatable {}
extension Changeset: Sendable where Data: Sendable {}
