/// A series that has downloads, as the downloads screen's link to its other episodes shows it.
public struct DownloadSeries: Hashable, Sendable {
    /// The series.
    public var id: String
    /// Its title.
    public var title: String

    /// Creates a series of the downloads screen.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
