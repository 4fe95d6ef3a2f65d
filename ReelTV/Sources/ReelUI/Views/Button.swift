/// A view that runs an action when tapped, drawn as `[ title ]` on one row, like a plain
/// `UIButton`.
///
/// Taps come from the window's focus (``Window/tapFocused()``) or by identifier
/// (``Window/tap(identifier:)``); a disabled button is drawn but takes no taps and no focus.
@MainActor
open class Button: View, Tappable {
    /// The text between the brackets. A change marks the button and its superview as needing
    /// layout, since the button's fitting size follows the title.
    public var title: String {
        didSet {
            if title != oldValue { invalidateFittingSize() }
        }
    }

    /// What a tap does.
    public var onTap: (@MainActor () -> Void)?

    /// Whether the button takes taps and focus.
    public var isEnabled: Bool

    /// Creates a button showing `title` that runs `onTap` when tapped.
    public init(title: String, isEnabled: Bool = true, frame: Rect = .zero, onTap: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.isEnabled = isEnabled
        self.onTap = onTap
        super.init(frame: frame)
    }

    /// Runs ``onTap`` when the button is enabled.
    public func tap() {
        guard isEnabled else { return }
        onTap?()
    }

    /// The title's width plus the brackets and their padding, on one row, whatever the proposal:
    /// a button is never wrapped.
    override open func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: title.cellWidth + 4, height: 1)
    }

    /// Draws `[ title ]` from the top-left corner; what does not fit the frame is clipped.
    override open func draw(in canvas: inout TextCanvas, at origin: Point) {
        canvas.write("[ \(title) ]", at: origin)
    }
}
