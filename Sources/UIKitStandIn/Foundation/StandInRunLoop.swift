
/// The stand-in's main run loop: each turn runs the blocks queued for it, then one layout pass
/// over the windows that need one, then what waited for that pass (the end of animations), then
/// the turn observers (where a front end draws).
///
/// Not UIKit API: UIKit's run loop is the app's own. Every ``UIWindow`` has a loop of its own
/// (tests running side by side never share one); views outside a window run on ``main``. A
/// turn runs as a task on the main actor, so code that awaits an animation and the loop
/// interleave as they do on a phone; tests can also run turns themselves.
@MainActor
public final class StandInRunLoop {
    /// The loop of views that are not in a window.
    public static let main = StandInRunLoop()

    /// Receives what the loop's views raise outside ``UIKitException/catching(_:)``; without
    /// a handler a raised exception is a trap, as it ends an app.
    public var uncaughtExceptionHandler: (@MainActor (UIKitException) -> Void)?

    /// Turns run so far.
    public private(set) var turnCount = 0

    /// Layout passes run so far: turns in which at least one window was laid out.
    public private(set) var layoutPassCount = 0

    /// Views that joined one of the loop's windows for the first time: each view is counted
    /// once, when it first comes into a window (with its subviews, however deep), wherever it
    /// was created; one that leaves and comes back, or moves on to another window, is not
    /// counted again. The windows themselves are not counted.
    public internal(set) var viewsJoinedCount = 0

    /// Begins a named interval of main-actor work and returns what ends it; `nil`, the default,
    /// times nothing. See ``StandInRunLoop/turnInterval``, ``StandInRunLoop/batchUpdateInterval``
    /// and ``StandInRunLoop/reloadInterval`` for the work reported.
    ///
    /// It lets a measurement see how long the main actor is blocked: every turn, and every
    /// batch update and reload of a collection view or table view in one of the loop's windows,
    /// inside a turn (nested in the turn's interval) or from a task of a data source's own.
    public var intervalObserver: (@MainActor (String) -> (@MainActor () -> Void))?

    /// The window of this loop that was last made key: the loop stands for an app, whose key
    /// window is one at a time.
    weak var keyWindow: UIWindow?

    private var queued: [@MainActor () -> Void] = []
    private var windowsNeedingLayout: [UIWindow] = []
    private var afterLayout: [@MainActor () -> Void] = []
    private var turnObservers: [@MainActor () -> Void] = []
    private lazy var turns = TurnSchedule { [weak self] in self?.runTurn() }

    /// Creates an idle loop.
    public init() {}

    /// Whether nothing is queued and no window waits for layout.
    public var isIdle: Bool { queued.isEmpty && windowsNeedingLayout.isEmpty && afterLayout.isEmpty }

    /// Runs `block` at the start of the next turn.
    public func perform(_ block: @escaping @MainActor () -> Void) {
        queued.append(block)
        turns.schedule()
    }

    /// Runs `block` at the end of the next turn, after its layout pass: where an animation
    /// started now has run to its end.
    func performAfterNextLayoutPass(_ block: @escaping @MainActor () -> Void) {
        perform { [weak self] in self?.afterLayout.append(block) }
    }

    func windowNeedsLayout(_ window: UIWindow) {
        guard !windowsNeedingLayout.contains(where: { $0 === window }) else { return }
        windowsNeedingLayout.append(window)
        turns.schedule()
    }

    /// Calls `observer` at the end of every turn from now on, after the layout pass and what
    /// waited for it: where a front end draws the windows. The loop keeps its observers for
    /// as long as it lives.
    public func addTurnObserver(_ observer: @escaping @MainActor () -> Void) {
        turnObservers.append(observer)
    }

    /// Runs one turn now: the blocks queued before it started, the layout pass, what waited for
    /// the pass, then the turn observers. Blocks queued during the turn wait for the next one.
    public func runTurn() {
        let endInterval = beginInterval(Self.turnInterval)
        defer { endInterval?() }
        turns.turnStarted()
        let blocks = queued
        queued = []
        for block in blocks { block() }
        let windows = windowsNeedingLayout
        windowsNeedingLayout = []
        for window in windows { window.layoutIfNeeded() }
        if !windows.isEmpty { layoutPassCount += 1 }
        windowsNeedingLayout.removeAll { !$0.needsLayoutInSubtree }
        let finished = afterLayout
        afterLayout = []
        for block in finished { block() }
        turnCount += 1
        for observer in turnObservers { observer() }
        turns.turnEnded()
    }

    /// Runs turns now until the loop is idle, or `maxTurns` turns have run (work that keeps
    /// queueing more work would otherwise never stop); returns whether the loop is idle.
    @discardableResult
    public func runUntilIdle(maxTurns: Int = 10_000) -> Bool {
        var remaining = maxTurns
        while !isIdle && remaining > 0 {
            runTurn()
            remaining -= 1
        }
        return isIdle
    }

    /// Suspends until the end of the next turn, scheduling one if none is due.
    public func nextTurn() async {
        await turns.nextTurn()
    }

    /// Suspends until the loop is idle: every queued block has run, every window is laid out
    /// and every animation has ended.
    public func settle() async {
        await turns.settle { isIdle }
    }
}
