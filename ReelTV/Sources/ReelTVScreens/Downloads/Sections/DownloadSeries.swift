/// A series that has downloads, as the downloads screen's link to its other episodes shows it.
package struct DownloadSeries: Hashable, Sendable {
    /// The series.
    package var id: String
    /// Its title.
    package var title: String

    /// Creates a series of the downloads screen.
    package init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
