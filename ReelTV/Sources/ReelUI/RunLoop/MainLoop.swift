import ReelSignposts
/// The headless stand-in for the main run loop: blocks queued for the next turn, then one
/// layout pass over every window that asked for one.
///
/// A turn runs as a task on the main actor, so `await`ing code (a data source waiting for an
/// animation to finish) and the loop interleave the way they do on a phone. Tests and the
/// terminal can also drive turns themselves with ``runTurn()`` and ``runUntilIdle(maxTurns:)``.
/// Each window has its own loop, so tests running side by side never share one.
@MainActor
public final class MainLoop {
    private var queued: [@MainActor () -> Void] = []
    private var windowsNeedingLayout: [Window] = []
    private lazy var turns = TurnSchedule { [weak self] in self?.runTurn() }
    private var observers: [@MainActor () -> Void] = []

    /// Turns run so far.
    public private(set) var turnCount = 0

    /// Layout passes run so far: turns in which at least one window was laid out.
    public private(set) var layoutPassCount = 0

    /// Where the main actor's work on this loop's windows is recorded, to measure how long it
    /// is blocked: every turn as an interval named ``turnSignpost``, and every batch update and
    /// reload of a collection view in one of the windows (see ``CollectionView/batchUpdateSignpost``),
    /// inside a turn or from a data source's own task. Each recorder gets every interval, so
    /// recorders on different clocks (the wall clock, the main thread's CPU time) time the same
    /// work; empty, the default, records nothing.
    public var signposts: [SignpostRecorder] = []

    /// The name of the interval each turn records in ``signposts``.
    public static let turnSignpost = "turn"

    /// Creates an idle loop.
    public init() {}

    /// Whether nothing is queued and no window waits for layout.
    public var isIdle: Bool { queued.isEmpty && windowsNeedingLayout.isEmpty }

    /// Runs `block` at the start of the next turn, before its layout pass.
    public func perform(_ block: @escaping @MainActor () -> Void) {
        queued.append(block)
        turns.schedule()
    }

    /// Calls `observer` at the end of every turn, after layout: where a front end draws.
    public func addTurnObserver(_ observer: @escaping @MainActor () -> Void) {
        observers.append(observer)
    }

    func windowNeedsLayout(_ window: Window) {
        guard !windowsNeedingLayout.contains(where: { $0 === window }) else { return }
        windowsNeedingLayout.append(window)
        turns.schedule()
    }

    /// Runs one turn now: the blocks queued before it started, then the layout pass, then the
    /// turn observers. Blocks queued during the turn wait for the next one.
    public func runTurn() {
        let signpost = WorkSignpost(Self.turnSignpost, in: self)
        defer { signpost.end() }
        turns.turnStarted()
        let blocks = queued
        queued = []
        for block in blocks { block() }
        let windows = windowsNeedingLayout
        windowsNeedingLayout = []
        for window in windows { window.layoutIfNeeded() }
        if !windows.isEmpty { layoutPassCount += 1 }
        // Views marked during the pass (a collection view adding cells, a cell given a new
        // size) put their window back on the list, but the pass reached most of them later on:
        // keep only windows that still have a view waiting, or an empty turn would follow.
        windowsNeedingLayout.removeAll { !$0.hasPendingLayout }
        turnCount += 1
        for observer in observers { observer() }
        turns.turnEnded()
    }

    /// Runs turns until the loop is idle, or `maxTurns` turns have run (work that keeps
    /// queueing more work would otherwise never stop).
    public func runUntilIdle(maxTurns: Int = 10_000) {
        var remaining = maxTurns
        while !isIdle && remaining > 0 {
            runTurn()
            remaining -= 1
        }
    }

    /// Suspends until the end of the next turn, scheduling one if none is due.
    public func nextTurn() async {
        await turns.nextTurn()
    }

    /// Suspends until the loop is idle: every queued block has run and every window is laid out.
    public func settle() async {
        await turns.settle { isIdle }
    }
}
