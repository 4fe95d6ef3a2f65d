import Foundation

/// Stand-in for UIKit's `UIFont`: a font's name and size, for code to set and read.
///
/// Stand-in rule: text is measured on a fixed-pitch grid whatever the font (see
/// ``StandInTextMetrics``): a narrow character is 1 point wide, a wide one 2, a line 1 point
/// tall. Fonts are accepted and readable but do not change measurement, so ``lineHeight`` is 1
/// at every size.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The font's name: the system font's is `.SFUI-` and its weight.
    public let fontName: String

    /// The name of the font's family.
    public let familyName: String

    /// The font's size, in points.
    public let pointSize: CGFloat

    /// The weight the font was made with; a font made by name is regular.
    let weight: UIFont.Weight

    private init(fontName: String, familyName: String, pointSize: CGFloat, weight: UIFont.Weight) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The font named `fontName` at `fontSize`. Every name makes a font: the stand-in has no
    /// font files to miss, and measures all text alike.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, familyName: fontName, pointSize: fontSize, weight: .regular)
    }

    /// The height of a line: 1 point, the grid's, at every size (see the stand-in rule above).
    @available(iOS 4.0, *)
    public var lineHeight: CGFloat { 1 }

    /// The same font at `fontSize`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight)
    }

    /// The system font at `fontSize`, regular.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize`, bold.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font at `fontSize` and `weight`.
    @available(iOS 8.2, *)
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.name)", familyName: ".AppleSystemUIFont", pointSize: fontSize, weight: weight)
    }

    /// The system font at `fontSize` and `weight`, with digits of one width. Every character
    /// of the stand-in's grid is of one width already.
    @available(iOS 9.0, *)
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font at `fontSize` and `weight`.
    @available(iOS 13.0, *)
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUIMono-\(weight.name)", familyName: ".AppleSystemUIFontMonospaced", pointSize: fontSize, weight: weight)
    }

    /// The font of `style` at the default content size category ("Large"), with UIKit's size
    /// and weight for it. The stand-in has no Dynamic Type settings to follow.
    @available(iOS 7.0, *)
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.sizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    /// Whether `object` is a font of the same name and size.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    /// A hash of the name and size, matching ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }
}
