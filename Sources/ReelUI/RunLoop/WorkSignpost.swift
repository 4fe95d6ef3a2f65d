/// An interval of main-actor work, begun in every recorder of a loop's ``MainLoop/signposts``
/// and ended in all of them by ``end()``. Without a loop, or without recorders, it costs
/// nothing.
@MainActor
struct WorkSignpost {
    private let recorders: [SignpostRecorder]
    private let ids: [SignpostID]

    /// Begins an interval named `name` in `loop`'s recorders.
    init(_ name: String, in loop: MainLoop?) {
        recorders = loop?.signposts ?? []
        ids = recorders.map { $0.begin(name) }
    }

    /// Ends the interval in every recorder.
    func end() {
        for (recorder, id) in zip(recorders, ids) { recorder.end(id) }
    }
}
