import ReelSignposts

/// An interval of main-actor work, begun in every recorder of a loop's ``MainLoop/signposts``
/// and ended in all of them by ``end()``. Without a loop, or without recorders, it costs
/// nothing.
@MainActor
struct WorkSignpost {
    /// The recorders the interval was begun in, each with the interval's identifier there.
    private let begun: [(recorder: SignpostRecorder, id: SignpostID)]

    /// Begins an interval named `name` in `loop`'s recorders.
    init(_ name: String, in loop: MainLoop?) {
        begun = (loop?.signposts ?? []).map { ($0, $0.begin(name)) }
    }

    /// Ends the interval in every recorder.
    func end() {
        for (recorder, id) in begun { recorder.end(id) }
    }
}
