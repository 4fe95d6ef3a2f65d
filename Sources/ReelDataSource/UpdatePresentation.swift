/// How a state reaches the screen.
enum UpdatePresentation: Sendable, Equatable {
    /// Diffed, and the batch updates animated.
    case animated
    /// Diffed, and the batch updates performed with animations off: the cells of kept items
    /// stay, and the list is at the new state at once.
    case withoutAnimation
    /// Not diffed: the list reloads, and makes every cell shown again.
    case reload
}
