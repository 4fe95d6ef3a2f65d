import Foundation

extension UIWindow {
    /// The traits the stand-in derives from a window's size, as an iPhone's are. Not UIKit
    /// API: UIKit's come from the device and scene.
    ///
    /// Apple's size classes for an iPhone: held upright (`size` taller than wide), compact
    /// width and regular height; held sideways (or square), compact width and compact height,
    /// as on every iPhone but the largest models, whose sideways width is regular (pass
    /// `UITraitCollection(horizontalSizeClass: .regular)` to
    /// ``standInTransition(to:traitCollection:completion:)`` for those). The idiom is
    /// `.phone`, the display scale 1 (a point is one cell of a terminal, which has no finer
    /// pixels) and the style `.light`, iOS's default.
    public static func standInTraits(for size: CGSize) -> UITraitCollection {
        UITraitCollection(
            .init(
                horizontalSizeClass: .compact, verticalSizeClass: size.width < size.height ? .regular : .compact,
                userInterfaceIdiom: .phone, displayScale: 1, userInterfaceStyle: .light))
    }

    /// The traits of a window of `size` whose ``transitionTraits`` are `laidOver`.
    func traits(for size: CGSize, laidOver: UITraitCollection?) -> UITraitCollection {
        let derived = Self.standInTraits(for: size)
        guard let laidOver else { return derived }
        return UITraitCollection(traitsFrom: [derived, laidOver])
    }

    /// Runs `resize`, which changes the window's size, with `laidOver` as the traits laid over
    /// the derived ones; then fits the controllers' views to the window and sends
    /// `traitCollectionDidChange(_:)` to the controllers (the root's tree, parents first) and
    /// then to the views (the window's, parents first) if the traits changed.
    func changeEnvironment(layingOver laidOver: UITraitCollection?, resize: () -> Void) {
        let previousTraits = traitCollection
        transitionTraits = laidOver
        resize()
        for controller in controllersFillingWindow { controller.viewIfLoaded?.frame = bounds }
        rootViewController?.traitsDidChange(from: previousTraits)
        traitsDidChange(from: previousTraits)
    }
}
