import Foundation

/// Stand-in for UIKit's `UIButton`: a control showing a title and an image for each state,
/// which a person taps.
///
/// As in UIKit, a button shows the title, title colour and image set for its current ``UIControl/state``,
/// or those set for `.normal` when none is set for that state, in ``titleLabel`` and
/// ``imageView``: the image, then the title, centred in the button. The stand-in models no
/// content insets and no minimum size: a button's size is its image's and its title's, side by
/// side. `configuration` (UIButton.Configuration) is not there.
@MainActor
open class UIButton: UIControl {
    /// The kind of button this is.
    open private(set) var buttonType = UIButton.ButtonType.custom

    private var titles = ControlStateValues<String>()
    private var titleColors = ControlStateValues<UIColor>()
    private var images = ControlStateValues<UIImage>()
    private var titleLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?

    /// Creates a button of `buttonType`.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        showCurrentContent()
    }

    /// Creates a button of `buttonType` that sends `primaryAction` when tapped.
    @available(iOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The label showing the current title, made when first asked for.
    @available(iOS 3.0, *)
    open var titleLabel: UILabel? {
        if let titleLabelStorage { return titleLabelStorage }
        let label = UILabel()
        titleLabelStorage = label
        addSubview(label)
        showCurrentContent()
        return label
    }

    /// The view showing the current image, made when first asked for.
    @available(iOS 3.0, *)
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView(image: nil)
        imageViewStorage = view
        insertSubview(view, at: 0)
        showCurrentContent()
        return view
    }

    // MARK: Content for each state

    /// Sets the title shown in `state`; `nil` falls back to `.normal`'s.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        set(title, for: state, in: \.titles)
    }

    /// The title set for `state`, else the one set for `.normal`.
    open func title(for state: UIControl.State) -> String? {
        titles[state]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// Sets the title's colour in `state`; `nil` falls back to `.normal`'s.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        set(color, for: state, in: \.titleColors)
    }

    /// The title colour set for `state`, else the one set for `.normal`; `nil` if neither is.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state]
    }

    /// The title's colour now: the one set for the state, else the tint colour for a system
    /// button and white for the others, as in UIKit.
    open var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .system ? shownTintColor : .white)
    }

    /// Sets the image shown in `state`; `nil` falls back to `.normal`'s.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        set(image, for: state, in: \.images)
    }

    /// The image set for `state`, else the one set for `.normal`.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state]
    }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    /// Sets `value` for `state` in `values`, and shows what the button's state now calls for.
    private func set<Value>(
        _ value: Value?, for state: UIControl.State, in values: ReferenceWritableKeyPath<UIButton, ControlStateValues<Value>>
    ) {
        self[keyPath: values].set(value, for: state)
        showCurrentContent()
    }

    override func controlStateDidChange() {
        showCurrentContent()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showCurrentContent()
    }

    /// Shows the current title, colour and image in the title label and image view, making
    /// them when there is something to show; a part with nothing to show is hidden.
    private func showCurrentContent() {
        let title = currentTitle
        if let label = title == nil ? titleLabelStorage : titleLabel {
            label.text = title
            label.textColor = currentTitleColor
            label.isHidden = title == nil
        }
        let image = currentImage
        if let view = image == nil ? imageViewStorage : imageView {
            view.image = image
            view.isHidden = image == nil
        }
    }

    // MARK: Size and layout

    /// The image's size and the title's on one line, side by side, whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        contentSize
    }

    /// The image's size and the title's on one line, side by side.
    open override var intrinsicContentSize: CGSize {
        contentSize
    }

    /// Places the image, then the title, centred in the button; a title too long for the
    /// room left beside the image is cut to it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = shownImageSize
        let titleSize = shownTitleSize
        let titleWidth = max(0, min(titleSize.width, bounds.width - imageSize.width))
        var x = max(0, ((bounds.width - imageSize.width - titleWidth) / 2).rounded(.down))
        if let imageView = imageViewStorage, !imageView.isHidden {
            imageView.frame = CGRect(
                x: x, y: ((bounds.height - imageSize.height) / 2).rounded(.down),
                width: imageSize.width, height: imageSize.height)
            x += imageSize.width
        }
        if let titleLabel = titleLabelStorage, !titleLabel.isHidden {
            titleLabel.frame = CGRect(
                x: x, y: ((bounds.height - titleSize.height) / 2).rounded(.down),
                width: titleWidth, height: titleSize.height)
        }
    }

    /// A change of the title's or image's size changes the button's.
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        invalidateIntrinsicContentSize()
    }

    override func subviewVisibilityDidChange(_ subview: UIView) {
        if subview === titleLabelStorage || subview === imageViewStorage { invalidateIntrinsicContentSize() }
    }

    private var contentSize: CGSize {
        // Measured: a later change of their size must reach the button again.
        titleLabelStorage?.hasReportedIntrinsicSizeChange = false
        imageViewStorage?.hasReportedIntrinsicSizeChange = false
        let imageSize = shownImageSize
        let titleSize = shownTitleSize
        return CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
    }

    private var shownImageSize: CGSize {
        guard let imageView = imageViewStorage, !imageView.isHidden else { return .zero }
        return imageView.image?.size ?? .zero
    }

    private var shownTitleSize: CGSize {
        guard let titleLabel = titleLabelStorage, !titleLabel.isHidden else { return .zero }
        return titleLabel.intrinsicContentSize
    }
}
