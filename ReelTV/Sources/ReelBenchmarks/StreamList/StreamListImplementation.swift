/// A way of showing a stream of states that `reel bench stream-list` measures.
package enum StreamListImplementation: String, CaseIterable, Sendable {
    /// Reel's data source: diffs off the main actor (from 5,000 items), one batch update at a
    /// time, states that arrive meanwhile coalesced.
    case reel
    /// The way RxDataSources' animated data source works: every state diffed on the main
    /// actor and its batch updates performed at once, in order, whatever is still animating.
    case diffOnMain = "diff-on-main"
    /// `reloadData()` for every state.
    case reload
}
