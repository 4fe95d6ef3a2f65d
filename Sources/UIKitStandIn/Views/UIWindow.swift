import Foundation

/// Stand-in for UIKit's `UIWindow`: the root of a view hierarchy, laid out once per turn of
/// its run loop.
@MainActor
open class UIWindow: UIView {
    /// The loop that lays this window out and runs its views' animations. Not UIKit API.
    public let standInRunLoop: StandInRunLoop

    /// Whether the window is the key window.
    open private(set) var isKeyWindow = false

    /// Creates a window with a run loop of its own.
    public override init(frame: CGRect) {
        standInRunLoop = StandInRunLoop()
        super.init(frame: frame)
    }

    /// Creates a window laid out by `standInRunLoop`. Not UIKit API.
    public init(frame: CGRect, standInRunLoop: StandInRunLoop) {
        self.standInRunLoop = standInRunLoop
        super.init(frame: frame)
    }

    /// The stand-in decodes no windows.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var window: UIWindow? { self }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
        setNeedsLayout()
    }
}
