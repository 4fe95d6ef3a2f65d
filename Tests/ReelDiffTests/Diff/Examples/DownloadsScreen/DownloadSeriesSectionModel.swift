import ReelDiff
import ReelTestSupport

/// A section of the downloads screen, written as the downloads-screen talk writes it: an enum
/// conforming to `AnimatableSectionModelType` with identity, items and `init(original:items:)`, and
/// no section content of its own (the protocol's default `isContentEqual`).
enum DownloadSeriesSectionModel: AnimatableSectionModelType {
    typealias Item = DownloadSeriesSectionItem

    case episodeList(season: ExampleDownloadSeason?, items: [Item])
    case other(items: [Item])

    // MARK: - IdentifiableType

    var identity: String {
        switch self {
        case .episodeList(let season, _): "episodeList-\(season?.id ?? "none")"
        case .other: "other"
        }
    }

    // MARK: - SectionModelType

    var items: [DownloadSeriesSectionItem] {
        switch self {
        case .episodeList(_, let items): items
        case .other(let items): items
        }
    }

    init(original: DownloadSeriesSectionModel, items: [Item]) {
        switch original {
        case .episodeList(let season, _): self = .episodeList(season: season, items: items)
        case .other: self = .other(items: items)
        }
    }
}
