/// The bookkeeping behind serialised, coalesced updates: at most one update running, at most
/// one state waiting (the latest), and the completions owed to the callers.
///
/// Every submitted state gets a generation number. Showing a state fulfils the completions of
/// its generation and of every older one, since those states were replaced, not lost.
///
/// An update runs to its end whatever arrives meanwhile: it shows something newer than what
/// was on screen, and the next starts from it. So a state at least as new as one that arrived
/// is on screen within about two update durations (the update running when it arrived, then
/// its own), however fast states arrive, where dropping every overtaken update would show
/// nothing new while states keep arriving faster than one diff.
struct UpdateQueue<State> {
    /// A state on its way to the screen.
    struct Request {
        let state: State
        let presentation: UpdatePresentation
        let generation: Int
    }

    private var waiting: Request?
    private var running: Request?
    private var lastGeneration = 0
    private var completions: [(generation: Int, callback: @MainActor () -> Void)] = []

    /// The update under way, if any.
    var runningRequest: Request? { running }

    /// The state waiting to be shown next, if any.
    var waitingRequest: Request? { waiting }

    /// Makes `state` the one to show next, replacing any state still waiting; returns the state
    /// it replaced.
    @discardableResult
    mutating func submit(_ state: State, presentation: UpdatePresentation, completion: (@MainActor () -> Void)?) -> State? {
        lastGeneration += 1
        let replaced = waiting.take()
        waiting = Request(state: state, presentation: presentation, generation: lastGeneration)
        if let completion { completions.append((lastGeneration, completion)) }
        return replaced?.state
    }

    /// The waiting state, now running; `nil` while another update runs or nothing waits.
    mutating func startNext() -> Request? {
        guard running == nil, let next = waiting else { return nil }
        waiting = nil
        running = next
        return next
    }

    /// Gives up the running update because what the list shows changed under it (a person moved
    /// an item): its state waits to start again from what the list shows now, unless a newer
    /// state waits already. Returns the state given up for the newer one, `nil` when it waits
    /// again.
    mutating func restart(_ request: Request) -> State? {
        precondition(running?.generation == request.generation, "restarting an update that is not running")
        running = nil
        guard waiting != nil else {
            waiting = request
            return nil
        }
        return request.state
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
