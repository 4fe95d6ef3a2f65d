import ReelDataSourceUIKit

/// The detail screen's root view: its content (the list, or the eager screen's scroll view)
/// filling it, or, in landscape, beside the key art.
@MainActor
final class DetailRootView: UIView {
    /// What shows the series: the list, once the screen has made it.
    var contentView: UIView? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
            setNeedsLayout()
        }
    }

    /// The key art at the leading edge, ``DetailLayout/landscapeThumbnailSize(forWidth:)`` for
    /// the view's width; `nil` in portrait, where the list shows it.
    var thumbnail: UIImageView? {
        didSet {
            guard thumbnail !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let thumbnail { addSubview(thumbnail) }
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let thumbnail else {
            contentView?.frame = bounds
            return
        }
        thumbnail.frame = CGRect(origin: .zero, size: DetailLayout.landscapeThumbnailSize(forWidth: bounds.width))
        let contentX = thumbnail.frame.maxX + DetailLayout.thumbnailSpacing
        contentView?.frame = CGRect(x: contentX, y: 0, width: max(0, bounds.width - contentX), height: bounds.height)
    }
}
