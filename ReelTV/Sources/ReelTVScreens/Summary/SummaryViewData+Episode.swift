import ReelTVModel
/// The tag that marks a free episode as a live broadcast.
private let liveTag = "LIVE"

extension SummaryViewData {
    /// How `episode` of `season` is summarised in a list.
    ///
    /// Free episodes: a live one shows its start time above the title; others show their
    /// broadcast time when they can be watched only for a while, else the title alone.
    /// Rentals: with a viewing limit, the limit and the price; without, duration, tag and price.
    /// Premium episodes: the first shows the season's name above the title; later ones show
    /// their broadcast time when they have a tag, else the title alone; all show their tag and
    /// limit, except a later one with neither, which is the title alone (a tag line with
    /// nothing on it would still be views to create).
    package init(episode: Episode, season: Season) {
        let title = episode.title
        let expirationTime = episode.viewingExpiresAt.map(SummaryFormat.expiry)
        switch episode.viewingType {
        case .free where episode.tag == liveTag:
            self = .subTextTopBasic(startAt: SummaryFormat.time(episode.broadcastAt), title: title)
        case .free:
            self =
                expirationTime == nil
                ? .noSubTextBasic(title: title)
                : .subTextSecondBasic(title: title, broadcastTime: SummaryFormat.time(episode.broadcastAt))
        case .rental:
            if let expirationTime {
                self = .noSubTextCoin(title: title, coin: episode.coinPrice, expirationTime: expirationTime)
            } else {
                self = .subTextSecondCoin(
                    title: title, duration: SummaryFormat.duration(seconds: episode.durationSeconds),
                    tag: episode.tag, coin: episode.coinPrice)
            }
        case .premium where episode.number == 1:
            self = .subTextTopViewingType(
                seasonName: season.title, title: title, tag: episode.tag, expirationTime: expirationTime)
        case .premium:
            if let tag = episode.tag {
                self = .subTextSecondViewingType(
                    title: title, broadcastTime: SummaryFormat.time(episode.broadcastAt), tag: tag,
                    expirationTime: expirationTime)
            } else if let expirationTime {
                self = .noSubTextViewingType(title: title, tag: nil, expirationTime: expirationTime)
            } else {
                self = .noSubTextBasic(title: title)
            }
        }
    }
}
