import ReelDataSourceUIKit

/// A screen's root view showing a vertical stack of views from its top edge, as tall as they
/// need (within the view): the menu, the share screen and an episode's screen.
final class TopStackView: UIView {
    /// The stack; add the screen's views to it.
    let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.axis = .vertical
        addSubview(stackView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// A root view stacking `views`.
    convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(stackView.addArrangedSubview)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = min(bounds.height, stackView.fittingSize(forWidth: bounds.width).height)
        stackView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
    }
}
