import ReelDataSourceUIKit
import ReelTVModel

/// The Share action's screen: the series' title and its link, to copy.
@MainActor
final class ShareViewController: UIViewController {
    private let series: Series

    init(series: Series) {
        self.series = series
        super.init(nibName: nil, bundle: nil)
        title = "シェア"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func loadView() {
        let link = UILabel(text: "https://reel.example/series/\(series.id)", numberOfLines: 1)
        link.accessibilityIdentifier = "share-link"
        view = TopStackView(arrangedSubviews: [UILabel(text: series.title, numberOfLines: 2), link])
    }
}
