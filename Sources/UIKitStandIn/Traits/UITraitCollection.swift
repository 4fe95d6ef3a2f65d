import Foundation

/// Stand-in for UIKit's `UITraitCollection`: an immutable set of traits describing the
/// environment views and view controllers are shown in.
///
/// Each trait is either specified or unspecified (`.unspecified`, or a display scale of 0), as
/// in UIKit: a collection made with one of the single-trait initialisers specifies that trait
/// only, ``init(traitsFrom:)`` merges collections, and ``containsTraits(in:)`` compares the
/// specified traits only. Two collections are equal (`==`, `isEqual(_:)`) when every trait is.
///
/// The stand-in models the traits below; UIKit's others (layout direction, content size
/// category, custom traits, …) are not there.
public final class UITraitCollection: NSObject, Sendable {
    /// The horizontal size class, or `.unspecified`.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class, or `.unspecified`.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device, or `.unspecified`.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point, or 0 when unspecified.
    public let displayScale: CGFloat
    /// Light or dark appearance, or `.unspecified`.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Creates a collection that specifies no trait.
    public override convenience init() {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified, displayScale: 0, userInterfaceStyle: .unspecified)
    }

    /// Creates a collection that specifies the horizontal size class only.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified, displayScale: 0, userInterfaceStyle: .unspecified)
    }

    /// Creates a collection that specifies the vertical size class only.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass,
            userInterfaceIdiom: .unspecified, displayScale: 0, userInterfaceStyle: .unspecified)
    }

    /// Creates a collection that specifies the idiom only.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: idiom, displayScale: 0, userInterfaceStyle: .unspecified)
    }

    /// Creates a collection that specifies the display scale only.
    public convenience init(displayScale scale: CGFloat) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified, displayScale: scale, userInterfaceStyle: .unspecified)
    }

    /// Creates a collection that specifies the interface style only.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified, displayScale: 0, userInterfaceStyle: userInterfaceStyle)
    }

    /// Merges `traitCollections`: each trait takes the value of the last collection that
    /// specifies it, so later collections win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<Trait: Equatable>(_ trait: (UITraitCollection) -> Trait, unspecified: Trait) -> Trait {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            displayScale: last(\.displayScale, unspecified: 0),
            userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified))
    }

    /// Creates a collection with every trait given (the stand-in's windows derive theirs so).
    init(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
        userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        super.init()
    }

    /// Whether every trait `trait` specifies has the same value here; `nil` is contained in
    /// every collection.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return UITraitCollection(traitsFrom: [self, trait]) == self
    }

    /// Whether `object` is a trait collection with the same value for every trait.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && userInterfaceIdiom == other.userInterfaceIdiom && displayScale == other.displayScale
            && userInterfaceStyle == other.userInterfaceStyle
    }

    /// A hash of every trait, equal for equal collections.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
        return hasher.finalize()
    }

    /// The traits, for logs and test failures.
    public override var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), "
            + "userInterfaceIdiom = \(userInterfaceIdiom), displayScale = \(displayScale), "
            + "userInterfaceStyle = \(userInterfaceStyle)>"
    }
}
