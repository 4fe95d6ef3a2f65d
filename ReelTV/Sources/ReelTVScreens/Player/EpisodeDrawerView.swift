import ReelDataSourceUIKit
import ReelTVModel

/// The recommended-episodes drawer, pulled up over the player: a row per following episode,
/// each opening that episode.
final class EpisodeDrawerView: UIStackView {
    private var rows: [UIButton] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
    }

    @available(*, unavailable)
    required init(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Shows `episodes`, a row each (`upnext-ID`), selecting one calling `onSelect` with it.
    /// Rows are kept and retitled, and made only for episodes beyond those shown before.
    func configure(episodes: [Episode], onSelect: @escaping @MainActor (Episode) -> Void) {
        while rows.count < episodes.count {
            let row = UIButton.titled("")
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
            row.accessibilityIdentifier = "upnext-\(episode.id)"
            row.setTitle(episode.title, for: .normal)
            row.setTapHandler { onSelect(episode) }
        }
    }
}
