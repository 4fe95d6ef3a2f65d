/// The bookkeeping behind serialised, coalesced updates: at most one update running, at most
/// one state waiting (the latest), and the completions owed to the callers.
///
/// Every submitted state gets a generation number. Showing a state fulfils the completions of
/// its generation and of every older one, since those states were replaced, not lost.
struct UpdateQueue<State> {
    /// A state on its way to the screen.
    struct Request {
        let state: State
        let animated: Bool
        let generation: Int
    }

    private var waiting: Request?
    private var running: Request?
    private var lastGeneration = 0
    private var completions: [(generation: Int, callback: @MainActor () -> Void)] = []

    /// Whether a state arrived that no update has started on yet.
    var hasWaitingState: Bool { waiting != nil }

    /// Whether an update is under way.
    var isRunning: Bool { running != nil }

    /// Makes `state` the one to show next, replacing any state still waiting.
    mutating func submit(_ state: State, animated: Bool, completion: (@MainActor () -> Void)?) {
        lastGeneration += 1
        waiting = Request(state: state, animated: animated, generation: lastGeneration)
        if let completion { completions.append((lastGeneration, completion)) }
    }

    /// The waiting state, now running; `nil` while another update runs or nothing waits.
    mutating func startNext() -> Request? {
        guard running == nil, let next = waiting else { return nil }
        waiting = nil
        running = next
        return next
    }

    /// Gives up the running update because a newer state is waiting; its completions pass to
    /// the newer state.
    mutating func abandon(_ request: Request) {
        precondition(running?.generation == request.generation, "abandoning an update that is not running")
        running = nil
    }

    /// Gives up the running update because what the list shows changed under it (a person moved
    /// an item): its state waits to start again from what the list shows now, unless a newer
    /// state waits already.
    mutating func restart(_ request: Request) {
        precondition(running?.generation == request.generation, "restarting an update that is not running")
        running = nil
        if waiting == nil { waiting = request }
    }

    /// Ends the running update with its state on screen; returns the completions it fulfils.
    mutating func finish(_ request: Request) -> [@MainActor () -> Void] {
        precondition(running?.generation == request.generation, "finishing an update that is not running")
        running = nil
        let fulfilled = completions.filter { $0.generation <= request.generation }.map(\.callback)
        completions.removeAll { $0.generation <= request.generation }
        return fulfilled
    }
}
