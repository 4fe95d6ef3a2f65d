/// How many operations of each kind a changeset holds.
public struct ChangeCounts: Hashable, Sendable, Codable {
    /// Items deleted.
    public var deleted = 0
    /// Items inserted.
    public var inserted = 0
    /// Items whose content changed.
    public var updated = 0
    /// Items moved, within or across sections.
    public var moved = 0
    /// Sections deleted.
    public var sectionDeleted = 0
    /// Sections inserted.
    public var sectionInserted = 0
    /// Sections whose own content changed.
    public var sectionUpdated = 0
    /// Sections moved.
    public var sectionMoved = 0

    /// Operations of every kind, items and sections together.
    public var total: Int {
        deleted + inserted + updated + moved + sectionDeleted + sectionInserted + sectionUpdated + sectionMoved
    }

    /// Creates counts of zero.
    public init() {}

    /// Adds the operations of `update`.
    public mutating func add(_ update: BatchUpdate) {
        deleted += update.deletedItems.count
        inserted += update.insertedItems.count
        updated += update.updatedItems.count
        moved += update.movedItems.count
        sectionDeleted += update.deletedSections.count
        sectionInserted += update.insertedSections.count
        sectionUpdated += update.updatedSections.count
        sectionMoved += update.movedSections.count
    }
}
