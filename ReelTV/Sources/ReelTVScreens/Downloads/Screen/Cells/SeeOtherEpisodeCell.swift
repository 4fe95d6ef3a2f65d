import ReelUI

/// The link from the downloads screen to a series' detail, where its other episodes are: the
/// series' title (wrapped, since titles run long) over the button.
final class SeeOtherEpisodeCell: CollectionViewCell {
    private let title = Label(text: "", numberOfLines: 2)
    private let button = Button(title: "ほかのエピソードを見る")

    required init() {
        super.init()
        addSubview(StackView(arrangedSubviews: [title, button], axis: .vertical))
    }

    func configure(series: DownloadSeries, onTap: @escaping @MainActor () -> Void) {
        button.identifier = "see-other-\(series.id)"
        title.text = series.title
        button.onTap = onTap
    }
}
