/// An interval of main-actor work, begun in every recorder of a loop's ``MainLoop/signposts``
/// and ended in all of them by ``end()``. Without a loop, or without recorders, it costs
/// nothing.
@MainActor
struct WorkSignpost {
    /// Ends the interval in every recorder; `nil` when none records it. A closure, not the
    /// recorders themselves, as signposts need iOS 16 (`Duration`) and a stored property cannot.
    private let endInterval: (@MainActor () -> Void)?

    /// Begins an interval named `name` in `loop`'s recorders.
    init(_ name: String, in loop: MainLoop?) {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *), let recorders = loop?.signposts, !recorders.isEmpty else {
            endInterval = nil
            return
        }
        let ids = recorders.map { $0.begin(name) }
        endInterval = {
            for (recorder, id) in zip(recorders, ids) { recorder.end(id) }
        }
    }

    /// Ends the interval in every recorder.
    func end() {
        endInterval?()
    }
}
