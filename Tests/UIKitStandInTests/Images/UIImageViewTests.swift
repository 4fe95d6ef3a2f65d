import Foundation
import Testing
import UIKitStandIn

/// An image view is as large as the image it shows.
@MainActor
@Suite struct UIImageViewTests {
    private let small = UIImage(standInName: "small", size: CGSize(width: 2, height: 1))
    private let large = UIImage(standInName: "large", size: CGSize(width: 6, height: 3))

    @Test func initWithImageTakesTheImagesSize() {
        let view = UIImageView(image: large)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 6, height: 3))
        #expect(view.intrinsicContentSize == CGSize(width: 6, height: 3))
        #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 6, height: 3))
    }

    @Test func withoutAnImageItSizesAsAPlainView() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 4, height: 4))
    }

    @Test func highlightedItShowsTheHighlightedImage() {
        let view = UIImageView(image: small, highlightedImage: large)
        #expect(view.intrinsicContentSize == small.size)
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == large.size)
        view.highlightedImage = nil
        #expect(view.intrinsicContentSize == small.size, "no highlighted image: the image")
    }

    @Test func aNewImageSizeLaysOutTheViewsHoldingIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let container = LayoutCountingView()
        let view = UIImageView(image: small)
        window.addSubview(container)
        container.addSubview(view)
        window.layoutIfNeeded()
        let layouts = container.layouts
        view.image = large
        window.layoutIfNeeded()
        #expect(container.layouts == layouts + 1)
        view.image = UIImage(standInName: "same size", size: large.size)
        window.layoutIfNeeded()
        #expect(container.layouts == layouts + 1, "an image of the same size changes no size")
    }

    @Test func contentModeIsKept() {
        let view = UIImageView(image: small)
        view.contentMode = .scaleAspectFit
        #expect(view.contentMode == .scaleAspectFit)
    }
}
