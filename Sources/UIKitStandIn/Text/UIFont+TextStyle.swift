import Foundation

extension UIFont {
    /// The text styles of Dynamic Type, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String

        /// The style named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// 34 points, regular.
        @available(iOS 11.0, *)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points, regular.
        @available(iOS 9.0, *)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points, regular.
        @available(iOS 9.0, *)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points, regular.
        @available(iOS 9.0, *)
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 points, regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 points, regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points, regular.
        @available(iOS 9.0, *)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 points, regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points, regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points, regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size and weight at the default content size category; a style UIKit does
        /// not name has the body's.
        var sizeAndWeight: (CGFloat, UIFont.Weight) {
            switch rawValue {
            case "UICTFontTextStyleTitle0": (34, .regular)
            case "UICTFontTextStyleTitle1": (28, .regular)
            case "UICTFontTextStyleTitle2": (22, .regular)
            case "UICTFontTextStyleTitle3": (20, .regular)
            case "UICTFontTextStyleHeadline": (17, .semibold)
            case "UICTFontTextStyleSubhead": (15, .regular)
            case "UICTFontTextStyleCallout": (16, .regular)
            case "UICTFontTextStyleFootnote": (13, .regular)
            case "UICTFontTextStyleCaption1": (12, .regular)
            case "UICTFontTextStyleCaption2": (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
