import Foundation

/// Stand-in for UIKit's `UIWindow`: the root of a view hierarchy, laid out once per turn of
/// its run loop.
///
/// As in UIKit, a window is hidden until shown (``makeKeyAndVisible()``, or `isHidden = false`):
/// a person touches nothing in a hidden window, which the stand-in lays out all the same. A
/// window's run loop stands for its app: of the windows on one loop, one at a time is the key
/// window.
@MainActor
open class UIWindow: UIView {
    /// The loop that lays this window out and runs its views' animations. Not UIKit API.
    public let standInRunLoop: StandInRunLoop

    /// Whether the window is the key window of its run loop's windows: the last one made key.
    open var isKeyWindow: Bool { standInRunLoop.keyWindow === self }

    /// Creates a hidden window with a run loop of its own.
    public override init(frame: CGRect) {
        standInRunLoop = StandInRunLoop()
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window laid out by `standInRunLoop`. Not UIKit API.
    public init(frame: CGRect, standInRunLoop: StandInRunLoop) {
        self.standInRunLoop = standInRunLoop
        super.init(frame: frame)
        isHidden = true
    }

    /// The stand-in decodes no windows.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var window: UIWindow? { self }

    /// Shows the window and makes it the key window, in place of the key window before it.
    open func makeKeyAndVisible() {
        isHidden = false
        standInRunLoop.keyWindow = self
        setNeedsLayout()
    }
}
