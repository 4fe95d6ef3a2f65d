import ReelUI

/// The link from the downloads screen to a series' detail, where its other episodes are.
final class SeeOtherEpisodeCell: CollectionViewCell {
    private let button = Button(title: "")

    required init() {
        super.init()
        addSubview(button)
    }

    func configure(series: DownloadSeries, onTap: @escaping @MainActor () -> Void) {
        button.identifier = "see-other-\(series.id)"
        button.title = "\(series.title)のほかのエピソード"
        button.onTap = onTap
    }
}
