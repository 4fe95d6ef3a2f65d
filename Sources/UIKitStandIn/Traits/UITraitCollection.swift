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
    /// Every trait's value, the unspecified ones included: what makes two collections equal.
    struct Traits: Hashable, Sendable {
        var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
        var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
        var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
        var displayScale: CGFloat = 0
        var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    }

    let traits: Traits

    /// The horizontal size class, or `.unspecified`.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { traits.horizontalSizeClass }
    /// The vertical size class, or `.unspecified`.
    public var verticalSizeClass: UIUserInterfaceSizeClass { traits.verticalSizeClass }
    /// The kind of device, or `.unspecified`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { traits.userInterfaceIdiom }
    /// Pixels per point, or 0 when unspecified.
    public var displayScale: CGFloat { traits.displayScale }
    /// Light or dark appearance, or `.unspecified`.
    public var userInterfaceStyle: UIUserInterfaceStyle { traits.userInterfaceStyle }

    /// Creates a collection that specifies no trait.
    public override convenience init() {
        self.init(Traits())
    }

    /// Creates a collection that specifies the horizontal size class only.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(Traits(horizontalSizeClass: horizontalSizeClass))
    }

    /// Creates a collection that specifies the vertical size class only.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(Traits(verticalSizeClass: verticalSizeClass))
    }

    /// Creates a collection that specifies the idiom only.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(Traits(userInterfaceIdiom: idiom))
    }

    /// Creates a collection that specifies the display scale only.
    public convenience init(displayScale scale: CGFloat) {
        self.init(Traits(displayScale: scale))
    }

    /// Creates a collection that specifies the interface style only.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(Traits(userInterfaceStyle: userInterfaceStyle))
    }

    /// Merges `traitCollections`: each trait takes the value of the last collection that
    /// specifies it, so later collections win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        let unspecified = Traits()
        var merged = unspecified
        func takeLast<Trait: Equatable>(_ trait: WritableKeyPath<Traits, Trait>) {
            let values = traitCollections.map { $0.traits[keyPath: trait] }
            merged[keyPath: trait] = values.last { $0 != unspecified[keyPath: trait] } ?? unspecified[keyPath: trait]
        }
        takeLast(\.horizontalSizeClass)
        takeLast(\.verticalSizeClass)
        takeLast(\.userInterfaceIdiom)
        takeLast(\.displayScale)
        takeLast(\.userInterfaceStyle)
        self.init(merged)
    }

    /// Creates a collection of `traits` (the stand-in's windows derive theirs so).
    init(_ traits: Traits) {
        self.traits = traits
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
        (object as? UITraitCollection)?.traits == traits
    }

    /// A hash of every trait, equal for equal collections.
    public override var hash: Int { traits.hashValue }

    /// The traits, for logs and test failures.
    public override var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), "
            + "userInterfaceIdiom = \(userInterfaceIdiom), displayScale = \(displayScale), "
            + "userInterfaceStyle = \(userInterfaceStyle)>"
    }
}
