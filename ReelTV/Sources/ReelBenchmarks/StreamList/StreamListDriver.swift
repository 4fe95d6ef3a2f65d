import ReelDiff

/// One ``StreamListImplementation`` driving a collection view.
@MainActor
protocol StreamListDriver: AnyObject {
    /// Hands the list state `number` of the stream.
    func deliver(_ state: [BenchSection], number: Int)

    /// The newest state in the collection view, ready for the next layout pass to show it
    /// (for Reel's data source: the newest whose update finished).
    var readyNumber: Int { get }

    /// The sections the collection view's data source holds now.
    var sections: [BenchSection] { get }
}
