import ReelDataSourceUIKit
import ReelTVModel

/// A recommended series as a tile of the grid pattern: its genre's picture over its title, the
/// title a button opening it.
final class RecommendTileCell: UICollectionViewCell {
    private let image = UIImageView(image: nil)
    private let title = UIButton.titled("")

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(image)
        contentView.addSubview(title)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func configure(rowID: String, series: Series, onTap: @escaping @MainActor () -> Void) {
        image.image = UIImage(named: series.genre)
        title.accessibilityIdentifier = "recommend-\(rowID)-\(series.id)"
        title.setTitle(series.title, for: .normal)
        title.setTapHandler(onTap)
    }

    /// The picture's height at `width` (see ``DetailLayout/tileImageSize``), and the title's.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let imageHeight = DetailLayout.tileImageSize.fitted(toWidth: size.width).height
        return CGSize(width: size.width, height: imageHeight + title.fittingSize(forWidth: size.width).height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        image.frame = CGRect(origin: .zero, size: DetailLayout.tileImageSize.fitted(toWidth: width))
        title.frame = CGRect(x: 0, y: image.frame.maxY, width: width, height: title.fittingSize(forWidth: width).height)
    }
}
