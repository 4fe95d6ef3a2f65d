import ReelTVModel
import ReelUI

/// The recommended-episodes drawer, pulled up over the player: a row per following episode,
/// each opening that episode.
final class EpisodeDrawerView: StackView {
    private var rows: [Button] = []

    init() {
        super.init(axis: .vertical)
    }

    /// Shows `episodes`, a row each (`upnext-ID`), selecting one calling `onSelect` with it.
    /// Rows are kept and retitled, and made only for episodes beyond those shown before.
    func configure(episodes: [Episode], onSelect: @escaping @MainActor (Episode) -> Void) {
        while rows.count < episodes.count {
            let row = Button(title: "")
            rows.append(row)
            addArrangedSubview(row)
        }
        for (index, row) in rows.enumerated() {
            guard index < episodes.count else {
                row.isHidden = true
                continue
            }
            let episode = episodes[index]
            row.isHidden = false
            row.identifier = "upnext-\(episode.id)"
            row.title = episode.title
            row.onTap = { onSelect(episode) }
        }
    }
}
