/// What the library database holds.
public struct LibraryContents: Hashable, Sendable {
    /// The series saved to My Video, newest first.
    public var myVideo: [String]
    /// The downloads, in queue order.
    public var downloads: [Download]

    /// Collects the contents.
    public init(myVideo: [String], downloads: [Download]) {
        self.myVideo = myVideo
        self.downloads = downloads
    }
}
