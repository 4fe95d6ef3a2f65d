import ReelUI

extension TraitCollection {
    /// A phone-shaped window held upright: 24 columns by 80 rows.
    static let portrait = TraitCollection(size: Size(width: 24, height: 80), orientation: .portrait)
}
