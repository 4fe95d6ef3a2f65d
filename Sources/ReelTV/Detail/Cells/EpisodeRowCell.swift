import ReelUI

/// An episode of the series in the content section; selecting it opens the episode.
final class EpisodeRowCell: CollectionViewCell {
    private let title = Button(title: "")

    required init() {
        super.init()
        addSubview(title)
    }

    func configure(episode: Episode, onTap: @escaping @MainActor () -> Void) {
        title.identifier = "episode-\(episode.id)"
        title.title = "\(episode.number). \(episode.title)"
        title.onTap = onTap
    }
}
