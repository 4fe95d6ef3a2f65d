import ReelStream
import ReelTVModel
import ReelUI

/// An episode's own screen: what it is, how it can be watched, and its download.
@MainActor
final class EpisodeViewController: ViewController {
    private let episode: Episode
    private let downloads: DownloadManager
    private let bag = DisposeBag()

    init(episode: Episode, downloads: DownloadManager) {
        self.episode = episode
        self.downloads = downloads
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
        let download = Button(title: "") { [downloads, episode] in downloads.download(episodeID: episode.id) }
        download.identifier = "download"
        downloads.state
            .map { [id = episode.id] in DetailDownloadBadge($0[id]) }
            .removeDuplicates()
            .sink { download.title = $0.title }
            .disposed(by: bag)
        view = StackView(arrangedSubviews: lines.map { Label(text: $0, numberOfLines: 0) } + [download], axis: .vertical)
    }
}
