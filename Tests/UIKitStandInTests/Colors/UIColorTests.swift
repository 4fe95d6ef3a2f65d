import Foundation
import Testing
import UIKitStandIn

/// Colours keep their space and components, and the system colours are light mode's.
@Suite struct UIColorTests {
    @Test func componentsReadBackInRGB() {
        var red: CGFloat = -1
        var green: CGFloat = -1
        var blue: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [0.1, 0.2, 0.3, 0.4])
        #expect(UIColor(white: 0.5, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: nil))
        #expect([red, green, blue] == [0.5, 0.5, 0.5])
    }

    @Test func onlyAGreyReadsBackAsWhite() {
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor.darkGray.getWhite(&white, alpha: &alpha))
        #expect(white == 1.0 / 3 && alpha == 1)
        white = -1
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(white == -1)
    }

    @Test func colorsAreEqualByTheirSpaceAndComponents() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1), "two spaces")
        #expect(UIColor.red.withAlphaComponent(0.5) != .red)
        #expect(UIColor.black.withAlphaComponent(0) == .clear)
    }

    @Test func systemColorsAreLightModes() {
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemBackground == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.label == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.secondaryLabel == UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6))
        #expect(UIColor.tintColor == .systemBlue)
    }
}
