import ReelDiff

extension ChangeCounts {
    /// The operations of `updates`, counted by the tests rather than by the library's
    /// `StagedChangeset.counts`, which is itself under test.
    init(counting updates: some Sequence<BatchUpdate>) {
        self.init()
        for update in updates {
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
}
