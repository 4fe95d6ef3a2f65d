import ReelUI

/// A recommended series as a row of the list pattern.
final class RecommendRowCell: CollectionViewCell {
    private let title = Button(title: "")
    private let detail = Label()

    required init() {
        super.init()
        addSubview(StackView(arrangedSubviews: [title, detail], axis: .vertical))
    }

    func configure(rowID: String, series: Series, onTap: @escaping @MainActor () -> Void) {
        title.identifier = "recommend-\(rowID)-\(series.id)"
        title.title = series.title
        title.onTap = onTap
        detail.text = "\(series.genre)・\(series.englishTitle)"
    }
}
