/// What the library database holds.
package struct LibraryContents: Hashable, Sendable {
    /// The series saved to My Video, newest first.
    package var myVideo: [String]
    /// The downloads, in queue order.
    package var downloads: [Download]

    /// Collects the contents.
    package init(myVideo: [String], downloads: [Download]) {
        self.myVideo = myVideo
        self.downloads = downloads
    }
}
