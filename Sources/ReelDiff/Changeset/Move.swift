/// A move of a section or an item: from its index before a batch update to its index after it.
public struct Move<Index: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// Where the moved thing was before the batch update.
    public var source: Index
    /// Where it is after the batch update.
    public var destination: Index

    /// Creates a move.
    @inlinable
    public init(source: Index, destination: Index) {
        self.source = source
        self.destination = destination
    }

    public var description: String { "\(source) → \(destination)" }
}
