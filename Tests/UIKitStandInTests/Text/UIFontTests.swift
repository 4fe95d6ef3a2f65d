import Foundation
import Testing
import UIKitStandIn

/// Fonts carry their name and size; text is measured alike in every font.
@MainActor
@Suite struct UIFontTests {
    @Test func systemFontsCarryTheirSizeAndWeight() {
        #expect(UIFont.systemFont(ofSize: 17).pointSize == 17)
        #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 17).familyName == ".AppleSystemUIFont")
    }

    @Test func textStylesHaveUIKitsSizesAtTheDefaultCategory() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test func withSizeKeepsTheFontAndChangesItsSize() {
        let font = UIFont.boldSystemFont(ofSize: 12).withSize(20)
        #expect(font.pointSize == 20)
        #expect(font.fontName == ".SFUI-Bold")
        #expect(UIFont(name: "Menlo", size: 9)?.fontName == "Menlo")
    }

    @Test func aLineIsOnePointTallInEveryFont() {
        #expect(UIFont.systemFont(ofSize: 17).lineHeight == 1)
        #expect(UIFont.systemFont(ofSize: 40).lineHeight == 1)
        let label = UILabel()
        label.text = "same"
        label.font = .systemFont(ofSize: 40)
        #expect(label.intrinsicContentSize == CGSize(width: 4, height: 1))
    }
}
