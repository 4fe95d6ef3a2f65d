/// The root of a view hierarchy: a view that owns the ``MainLoop`` laying it out and the
/// ``TraitCollection`` its views are shown in.
@MainActor
open class Window: View {
    /// The loop that lays this window out once per turn.
    public let loop: MainLoop

    /// The window's size and orientation.
    public internal(set) var traitCollection: TraitCollection

    /// Creates a window of `traits.size`, laid out by `loop`.
    public init(traits: TraitCollection, loop: MainLoop = MainLoop()) {
        self.loop = loop
        self.traitCollection = traits
        super.init(frame: Rect(origin: .zero, size: traits.size))
        moveToWindow(self)
    }
}
