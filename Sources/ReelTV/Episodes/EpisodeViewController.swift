import ReelUI

/// An episode's own screen: what it is and how it can be watched.
@MainActor
final class EpisodeViewController: ViewController {
    private let episode: Episode

    init(episode: Episode) {
        self.episode = episode
        super.init()
        title = episode.title
    }

    override func loadView() {
        var lines = [
            episode.title,
            "\(episode.durationSeconds / 60)分・\(SummaryFormat.time(episode.broadcastAt)) 放送",
        ]
        switch episode.viewingType {
        case .free: lines.append("無料")
        case .premium: lines.append("プレミアム")
        case .rental: lines.append("レンタル \(SummaryFormat.coins(episode.coinPrice ?? 0))")
        }
        if let expiry = episode.viewingExpiresAt { lines.append("視聴期限 \(SummaryFormat.time(expiry))") }
        view = StackView(arrangedSubviews: lines.map { Label(text: $0, numberOfLines: 0) }, axis: .vertical)
    }
}
