
/// The stand-in's main run loop: each turn runs the blocks queued for it, then one layout pass
/// over the windows that need one, then what waited for that pass (the end of animations).
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

    /// The window of this loop that was last made key: the loop stands for an app, whose key
    /// window is one at a time.
    weak var keyWindow: UIWindow?

    private var queued: [@MainActor () -> Void] = []
    private var windowsNeedingLayout: [UIWindow] = []
    private var afterLayout: [@MainActor () -> Void] = []
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

    /// Runs one turn now.
    public func runTurn() {
        turns.turnStarted()
        let blocks = queued
        queued = []
        for block in blocks { block() }
        let windows = windowsNeedingLayout
        windowsNeedingLayout = []
        for window in windows { window.layoutIfNeeded() }
        windowsNeedingLayout.removeAll { !$0.needsLayoutInSubtree }
        let finished = afterLayout
        afterLayout = []
        for block in finished { block() }
        turnCount += 1
        turns.turnEnded()
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
