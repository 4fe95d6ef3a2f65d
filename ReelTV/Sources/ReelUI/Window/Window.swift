/// The root of a view hierarchy: a view that owns the ``MainLoop`` laying it out, the
/// ``TraitCollection`` its views are shown in, and the controller whose view fills it.
@MainActor
open class Window: View {
    /// The loop that lays this window out once per turn.
    public let loop: MainLoop

    /// The window's size and orientation; ``transition(to:completion:)`` changes it.
    public internal(set) var traitCollection: TraitCollection

    /// The controller whose view fills the window.
    ///
    /// Setting it runs UIKit's sequence. The previous root gets `viewWillDisappear(_:)`, loses
    /// its view from the window, then gets `viewDidDisappear(_:)`. The new root's view is
    /// loaded (`loadView()`, `viewDidLoad()`), sized to the window's bounds and added; the root
    /// gets `viewWillAppear(_:)` at once and `viewDidAppear(_:)` after the next layout pass,
    /// since UIKit sends it once the first frame is on screen.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            rootViewControllerDidChange(from: oldValue)
        }
    }

    /// The root view follows the window's size whoever changes it.
    override public var frame: Rect {
        didSet { fitRootView() }
    }

    /// What happened in the window's hierarchy: see ``WindowCounters``.
    public internal(set) var counters = WindowCounters()

    private var afterLayoutBlocks: [@MainActor () -> Void] = []

    /// Creates a window of `traits.size`, laid out by `loop`.
    public init(traits: TraitCollection, loop: MainLoop = MainLoop()) {
        self.loop = loop
        self.traitCollection = traits
        super.init(frame: Rect(origin: .zero, size: traits.size))
        // The window is where views are counted, not one of them.
        isCountedByWindow = true
        moveToWindow(self)
        loop.addTurnObserver { [weak self] in self?.runAfterLayoutBlocks() }
    }

    /// Runs `block` at the end of the next turn, after its layout pass: where UIKit's frame is
    /// on screen, so where `viewDidAppear` and transition completions belong.
    ///
    /// The block is parked by a block queued on the loop, so "next turn" means the same as for
    /// ``MainLoop/perform(_:)``, and it runs before the loop's other turn observers.
    func performAfterNextLayoutPass(_ block: @escaping @MainActor () -> Void) {
        loop.perform { [weak self] in self?.afterLayoutBlocks.append(block) }
    }

    private func runAfterLayoutBlocks() {
        let blocks = afterLayoutBlocks
        afterLayoutBlocks = []
        for block in blocks { block() }
    }

    private func rootViewControllerDidChange(from previousRoot: ViewController?) {
        if let previousRoot {
            previousRoot.beginAppearanceTransition(false, animated: false)
            previousRoot.view.removeFromSuperview()
            previousRoot.endAppearanceTransition()
            previousRoot.hostWindow = nil
        }
        guard let root = rootViewController else { return }
        root.hostWindow = self
        fitRootView()
        addSubview(root.view)
        root.beginAppearanceTransition(true, animated: false)
        performAfterNextLayoutPass { [weak root] in root?.endAppearanceTransition() }
    }

    private func fitRootView() {
        rootViewController?.view.frame = bounds
    }
}
