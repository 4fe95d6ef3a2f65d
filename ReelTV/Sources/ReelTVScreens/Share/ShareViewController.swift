import ReelTVModel
import ReelUI

/// The Share action's screen: the series' link, to copy.
@MainActor
final class ShareViewController: ViewController {
    private let series: Series

    init(series: Series) {
        self.series = series
        super.init()
        title = "シェア"
    }

    override func loadView() {
        let link = Label(text: "https://reel.example/series/\(series.id)")
        link.identifier = "share-link"
        view = BoxView(
            title: "シェア",
            contentView: StackView(arrangedSubviews: [Label(text: series.title, numberOfLines: 2), link], axis: .vertical))
    }
}
