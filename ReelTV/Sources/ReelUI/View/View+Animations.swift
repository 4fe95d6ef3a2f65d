// UIKit's switch for animations, as `UIView.performWithoutAnimation(_:)` has it: list code turns
// animations off around a batch update that should happen at once. ReelUI draws no
// animations; a collection view reads the switch when a batch starts and counts the batches
// performed without animation.
extension View {
    /// Whether changes animate; `false` inside ``performWithoutAnimation(_:)``.
    public static var areAnimationsEnabled: Bool { animationsDisabled == 0 }

    /// Runs `actionsWithoutAnimation` with animations off: a batch update performed inside
    /// completes without animating.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        animationsDisabled += 1
        defer { animationsDisabled -= 1 }
        actionsWithoutAnimation()
    }

    /// How many ``performWithoutAnimation(_:)`` blocks are running, one inside another.
    private static var animationsDisabled = 0
}
