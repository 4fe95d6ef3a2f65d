import Foundation
import ReelDataSourceUIKit

extension UITraitCollection {
    /// The traits a terminal gives a window of `size` cells, laid over those the stand-in
    /// derives from the size: an iPhone's, portrait (compact width, regular height) unless
    /// `isLandscape` (compact width, compact height).
    ///
    /// A terminal cell is about twice as tall as it is wide, so a window of more columns than
    /// rows can still be a portrait screen (40×24); the stand-in's own rule, wider than tall is
    /// landscape, would not see it.
    package static func terminal(isLandscape: Bool) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: isLandscape ? .compact : .regular),
        ])
    }

    /// Whether the traits are those of a phone held sideways, as an iPhone app reads them: a
    /// compact vertical size class.
    package var isTerminalLandscape: Bool { verticalSizeClass == .compact }
}
