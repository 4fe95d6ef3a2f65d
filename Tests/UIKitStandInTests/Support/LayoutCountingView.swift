import UIKitStandIn

/// A view that counts its layout passes, and tells apart what its subviews invalidate.
final class LayoutCountingView: UIView {
    private(set) var layouts = 0

    override func layoutSubviews() {
        layouts += 1
    }
}

/// A view whose content has a size of its own, as a custom UIKit view declares one.
final class IntrinsicView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }

    override init(frame: CGRect) {
        size = frame.size
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var intrinsicContentSize: CGSize { size }

    override func sizeThatFits(_ size: CGSize) -> CGSize { self.size }
}
