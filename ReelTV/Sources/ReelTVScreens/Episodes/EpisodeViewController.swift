import ReelDataSourceUIKit
import ReelStream
import ReelTVModel

/// An episode's own screen: what it is, how it can be watched, and its download.
@MainActor
final class EpisodeViewController: UIViewController {
    private let episode: Episode
    private let downloads: DownloadManager
    private let bag = DisposeBag()

    init(episode: Episode, downloads: DownloadManager) {
        self.episode = episode
        self.downloads = downloads
        super.init(nibName: nil, bundle: nil)
        title = episode.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
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
        let download = UIButton.titled("", identifier: "download")
        download.setTapHandler { [downloads, episode] in downloads.download(episodeID: episode.id) }
        downloads.state
            .map { [id = episode.id] in DetailDownloadBadge($0[id]) }
            .removeDuplicates()
            .sink { download.setTitle($0.title, for: .normal) }
            .disposed(by: bag)
        view = TopStackView(arrangedSubviews: lines.map { UILabel(text: $0, numberOfLines: 0) } + [download])
    }
}
