import ReelTVModel
import ReelTVScreens

/// Two data values of each combination, in the talk's order: `first[i]` and `second[i]` are of
/// the same case and differ in every field.
enum SummarySamples {
    static let first: [SummaryViewData] = [
        .subTextTopBasic(startAt: "12/24 21:00", title: "Live: Winter Gala"),
        .subTextSecondBasic(title: "Episode 2 The Bridge", broadcastTime: "12/25 22:00"),
        .noSubTextBasic(title: "Episode 3 Lanterns over the river at night"),
        .subTextSecondCoin(title: "Episode 4 Harbour", duration: "24分", tag: "NEW", coin: 300),
        .noSubTextCoin(title: "Episode 5 Snowfall", coin: 200, expirationTime: "12/31まで"),
        .subTextTopViewingType(seasonName: "シーズン2", title: "Episode 1 Return", tag: "NEW", expirationTime: "1/5まで"),
        .subTextSecondViewingType(
            title: "Episode 7 Crossing", broadcastTime: "12/26 20:00", tag: "LAST", expirationTime: nil),
        .noSubTextViewingType(title: "Episode 8 Quiet Town", tag: nil, expirationTime: "2/1まで"),
    ]

    static let second: [SummaryViewData] = [
        .subTextTopBasic(startAt: "1/1 0:00", title: "Live: Countdown"),
        .subTextSecondBasic(title: "Episode 12 Rivals", broadcastTime: "1/2 19:30"),
        .noSubTextBasic(title: "Episode 13"),
        .subTextSecondCoin(title: "Episode 14 Market", duration: "46分", tag: nil, coin: nil),
        .noSubTextCoin(title: "Episode 15 Thaw", coin: 100, expirationTime: nil),
        .subTextTopViewingType(seasonName: "第1期", title: "Episode 1 Origins", tag: nil, expirationTime: nil),
        .subTextSecondViewingType(
            title: "Episode 17 Tides", broadcastTime: "1/3 21:00", tag: "NEW", expirationTime: "3/1まで"),
        .noSubTextViewingType(title: "Episode 18 Dawn", tag: "END", expirationTime: nil),
    ]

    /// The title a value shows, to tell which item a cell shows.
    static func title(of data: SummaryViewData) -> String {
        switch data {
        case .subTextTopBasic(_, let title), .subTextSecondBasic(let title, _), .noSubTextBasic(let title),
            .subTextSecondCoin(let title, _, _, _), .noSubTextCoin(let title, _, _),
            .subTextTopViewingType(_, let title, _, _), .subTextSecondViewingType(let title, _, _, _),
            .noSubTextViewingType(let title, _, _):
            title
        }
    }
}
