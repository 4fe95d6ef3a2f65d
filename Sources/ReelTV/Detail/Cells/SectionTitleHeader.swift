import ReelUI

/// The heading of a section: a recommend row, or a season in the episode list.
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
