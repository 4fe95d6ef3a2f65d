import ReelUI

/// The heading of a section: a recommend row, a season in the episode list or the downloads.
final class SectionTitleHeader: CollectionSectionHeader {
    private let title = Label()

    required init() {
        super.init()
        addSubview(title)
    }

    func configure(title: String) {
        self.title.text = "■ \(title)"
    }
}
