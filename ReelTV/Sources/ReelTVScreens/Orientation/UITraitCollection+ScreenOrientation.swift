import ReelDataSourceUIKit

extension UITraitCollection {
    /// The orientation these traits describe on an iPhone: a compact height is landscape, any
    /// other height (regular, or not known yet) portrait.
    package var screenOrientation: ScreenOrientation {
        verticalSizeClass == .compact ? .landscape : .portrait
    }
}
