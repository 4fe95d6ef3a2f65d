import Foundation

// UIKit's system and semantic colours, which adapt to the appearance: the stand-in has them in
// light mode, with the components UIKit gives them there (as 0–255 values over 255).
extension UIColor {
    /// The colour with the 0–255 RGB components `red`, `green` and `blue`.
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// System red: 255, 59, 48.
    public static let systemRed = rgb(255, 59, 48)
    /// System green: 52, 199, 89.
    public static let systemGreen = rgb(52, 199, 89)
    /// System blue, the default tint: 0, 122, 255.
    public static let systemBlue = rgb(0, 122, 255)
    /// System orange: 255, 149, 0.
    public static let systemOrange = rgb(255, 149, 0)
    /// System yellow: 255, 204, 0.
    public static let systemYellow = rgb(255, 204, 0)
    /// System pink: 255, 45, 85.
    public static let systemPink = rgb(255, 45, 85)
    /// System purple: 175, 82, 222.
    public static let systemPurple = rgb(175, 82, 222)
    /// System teal: 48, 176, 199.
    public static let systemTeal = rgb(48, 176, 199)
    /// System grey: 142, 142, 147.
    public static let systemGray = rgb(142, 142, 147)
}

// The system colours iOS 13 added, then its semantic colours, which name a colour by its use.
@available(iOS 13.0, *)
extension UIColor {
    /// System indigo: 88, 86, 214.
    public static let systemIndigo = rgb(88, 86, 214)
    /// System brown: 162, 132, 94.
    public static let systemBrown = rgb(162, 132, 94)
    /// System grey 2: 174, 174, 178.
    public static let systemGray2 = rgb(174, 174, 178)
    /// System grey 3: 199, 199, 204.
    public static let systemGray3 = rgb(199, 199, 204)
    /// System grey 4: 209, 209, 214.
    public static let systemGray4 = rgb(209, 209, 214)
    /// System grey 5: 229, 229, 234.
    public static let systemGray5 = rgb(229, 229, 234)
    /// System grey 6: 242, 242, 247.
    public static let systemGray6 = rgb(242, 242, 247)

    /// Text: black.
    public static let label = rgb(0, 0, 0)
    /// Secondary text: 60, 60, 67 at 60%.
    public static let secondaryLabel = rgb(60, 60, 67, alpha: 0.6)
    /// Tertiary text: 60, 60, 67 at 30%.
    public static let tertiaryLabel = rgb(60, 60, 67, alpha: 0.3)
    /// Quaternary text: 60, 60, 67 at 18%.
    public static let quaternaryLabel = rgb(60, 60, 67, alpha: 0.18)
    /// Links: 0, 122, 255.
    public static let link = rgb(0, 122, 255)
    /// Placeholder text: 60, 60, 67 at 30%.
    public static let placeholderText = rgb(60, 60, 67, alpha: 0.3)
    /// Separators, over the content: 60, 60, 67 at 29%.
    public static let separator = rgb(60, 60, 67, alpha: 0.29)
    /// Opaque separators: 198, 198, 200.
    public static let opaqueSeparator = rgb(198, 198, 200)
    /// A plain screen's background: white.
    public static let systemBackground = rgb(255, 255, 255)
    /// What is grouped on a plain background: 242, 242, 247.
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// What is grouped within that: white.
    public static let tertiarySystemBackground = rgb(255, 255, 255)
    /// A grouped screen's background: 242, 242, 247.
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// The groups on a grouped background: white.
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
    /// What is grouped within those: 242, 242, 247.
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    /// Fill for thin and small shapes: 120, 120, 128 at 20%.
    public static let systemFill = rgb(120, 120, 128, alpha: 0.2)
    /// Fill for medium shapes: 120, 120, 128 at 16%.
    public static let secondarySystemFill = rgb(120, 120, 128, alpha: 0.16)
    /// Fill for large shapes: 118, 118, 128 at 12%.
    public static let tertiarySystemFill = rgb(118, 118, 128, alpha: 0.12)
    /// Fill for large areas with complex content: 116, 116, 128 at 8%.
    public static let quaternarySystemFill = rgb(116, 116, 128, alpha: 0.08)
}

// The colours iOS 15 added.
@available(iOS 15.0, *)
extension UIColor {
    /// System mint: 0, 199, 190.
    public static var systemMint: UIColor { rgb(0, 199, 190) }
    /// System cyan: 50, 173, 230.
    public static var systemCyan: UIColor { rgb(50, 173, 230) }
    /// The app's tint colour: system blue.
    public static var tintColor: UIColor { systemBlue }
}
