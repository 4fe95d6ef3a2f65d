import ReelDiff

extension BatchUpdate {
    /// Whether the batch only changes sections' own content (their headers and footers): the
    /// data source updates those in place instead of reloading the sections and all their cells.
    var isSectionContentUpdateOnly: Bool {
        !updatedSections.isEmpty && changeCount == updatedSections.count
    }
}
