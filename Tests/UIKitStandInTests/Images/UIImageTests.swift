import Foundation
import Testing
import UIKitStandIn

/// Images have no pixels: a name and a size.
@MainActor
@Suite struct UIImageTests {
    @Test func namedAndSystemImagesAlwaysExistWithNoSize() throws {
        let named = try #require(UIImage(named: "poster"))
        let symbol = try #require(UIImage(systemName: "play.fill"))
        #expect(named.standInName == "poster")
        #expect(named.size == .zero)
        #expect(symbol.standInName == "play.fill")
    }

    @Test func aStandInImageHasTheSizeItWasMadeWith() {
        let image = UIImage(standInName: "thumbnail", size: CGSize(width: 8, height: 4))
        #expect(image.size == CGSize(width: 8, height: 4))
        #expect(image.renderingMode == .automatic)
    }

    @Test func renderingModeAndTintMakeNewImagesOfTheSameNameAndSize() {
        let image = UIImage(standInName: "star", size: CGSize(width: 2, height: 1))
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.standInName == "star" && template.size == image.size)
        let tinted = image.withTintColor(.red)
        #expect(tinted.standInTintColor == .red)
        #expect(tinted.renderingMode == .alwaysTemplate)
        #expect(image.standInTintColor == nil)
    }
}
