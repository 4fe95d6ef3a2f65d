import ReelDataSourceUIKit

/// The heading of a collection view section: a recommend row, or a season in the episode list.
final class SectionTitleHeader: UICollectionReusableView {
    /// A heading's height: one line.
    static let height: CGFloat = 1

    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Shows `title` as the heading.
    func configure(title: String) {
        self.title.text = Self.text(forTitle: title)
    }

    /// How a heading shows `title`, in a collection view's header or a table view's section
    /// title alike.
    static func text(forTitle title: String) -> String {
        "■ \(title)"
    }

    /// The proposed width, one line tall.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = bounds
    }
}
