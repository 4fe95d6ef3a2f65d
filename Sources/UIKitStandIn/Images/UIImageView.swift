import Foundation

/// Stand-in for UIKit's `UIImageView`: a view showing an image, which it sizes to.
///
/// The stand-in draws nothing: a renderer shows ``image`` (or ``highlightedImage`` while
/// highlighted) by its ``UIImage/standInName``, placed by ``UIView/contentMode``.
@MainActor
open class UIImageView: UIView {
    /// The image shown; a change of image size invalidates the view's intrinsic content size.
    open var image: UIImage? {
        didSet { shownImageMayHaveChanged(from: isHighlighted ? highlightedImage ?? oldValue : oldValue) }
    }

    /// The image shown while highlighted, when there is one.
    @available(iOS 3.0, *)
    open var highlightedImage: UIImage? {
        didSet { shownImageMayHaveChanged(from: isHighlighted ? oldValue ?? image : image) }
    }

    /// Whether the view shows ``highlightedImage`` (if it has one) in place of ``image``.
    @available(iOS 3.0, *)
    open var isHighlighted = false {
        didSet {
            let old = oldValue ? highlightedImage ?? image : image
            shownImageMayHaveChanged(from: old)
        }
    }

    /// Creates a view showing `image`, as large as the image, which a person's touches pass
    /// through, as in UIKit.
    public convenience init(image: UIImage?) {
        self.init(image: image, highlightedImage: nil)
    }

    /// Creates a view showing `image`, and `highlightedImage` while highlighted, as large as
    /// `image`.
    @available(iOS 3.0, *)
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates a view showing no image, which a person's touches pass through.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The stand-in decodes no views.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image the view shows now.
    private var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// The shown image's size; without an image, ``UIView/noIntrinsicMetric`` in both
    /// dimensions, as for a plain view.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? super.intrinsicContentSize
    }

    /// The shown image's size, whatever `size`; without an image, the view's own size, as for a
    /// plain view.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        shownImage?.size ?? super.sizeThatFits(size)
    }

    private func shownImageMayHaveChanged(from old: UIImage?) {
        if shownImage?.size != old?.size { invalidateIntrinsicContentSize() }
    }
}
