/// A scroll view whose content is one vertical stack as tall as its arranged views: UIKit's
/// common "scroll view + stack view" screen, which builds every view up front.
@MainActor
open class StackScrollView: ScrollView {
    /// The stack holding the content; arrange views in it.
    public let stackView = StackView(axis: .vertical)

    /// Creates an empty scroll view.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(stackView)
    }

    /// Sizes the stack to its fitting height at the view's width, and the content to the stack.
    open override func layoutSubviews() {
        let height = stackView.sizeThatFits(Size(width: frame.width, height: .max)).height
        stackView.frame = Rect(x: 0, y: 0, width: frame.width, height: height)
        contentSize = stackView.frame.size
    }
}
