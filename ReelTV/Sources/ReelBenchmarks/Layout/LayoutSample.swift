import ReelDataSourceUIKit
import ReelTVModel
import ReelTVScreens

/// One combination's two data values, for the enum view as view data and for the generic
/// view as that combination's own typed `configure` call.
@MainActor
struct LayoutSample {
    /// Generic summaries of the sample's combination, and how to show value 0 or 1 in one.
    struct GenericViews {
        let views: [UIView]
        /// Shows value `value` (0 or 1) in view `index`.
        let configure: (_ index: Int, _ value: Int) -> Void
    }

    let combination: any SummaryCombination.Type
    /// Two values of the combination's case, differing in every field.
    let values: [SummaryViewData]
    /// Makes `count` generic summaries of the combination.
    let makeGenericViews: (_ count: Int) -> GenericViews

    init<Combination: SummaryCombination>(
        _: Combination.Type, value: @escaping (Int) -> SummaryViewData,
        configure: @escaping (SummaryView<Combination>, Int) -> Void
    ) {
        combination = Combination.self
        values = [value(0), value(1)]
        makeGenericViews = { count in
            let views = (0..<count).map { _ in SummaryView<Combination>() }
            return GenericViews(views: views) { index, value in configure(views[index], value) }
        }
    }

    /// The eight combinations' samples, in the talk's order.
    static let all: [LayoutSample] = {
        let titles = ["第3話 港の灯り", "Episode 14 The Market Day"]
        let times = ["12/24 21:00", "1/2 19:30"]
        let durations = ["24分", "46分"]
        let seasons = ["シーズン2", "第1期"]
        let tags: [String?] = ["NEW", nil]
        let coins: [Int?] = [300, nil]
        let expiries: [String?] = [nil, "12/31まで"]
        return [
            LayoutSample(SubTextTopBasic.self) { .subTextTopBasic(startAt: times[$0], title: titles[$0]) } configure: {
                $0.configure(startAt: times[$1], title: titles[$1])
            },
            LayoutSample(SubTextSecondBasic.self) { .subTextSecondBasic(title: titles[$0], broadcastTime: times[$0]) }
            configure: { $0.configure(title: titles[$1], broadcastTime: times[$1]) },
            LayoutSample(NoSubTextBasic.self) { .noSubTextBasic(title: titles[$0]) } configure: {
                $0.configure(title: titles[$1])
            },
            LayoutSample(SubTextSecondCoin.self) {
                .subTextSecondCoin(title: titles[$0], duration: durations[$0], tag: tags[$0], coin: coins[$0])
            } configure: {
                $0.configure(title: titles[$1], duration: durations[$1], tag: tags[$1], coin: coins[$1])
            },
            LayoutSample(NoSubTextCoin.self) {
                .noSubTextCoin(title: titles[$0], coin: coins[$0], expirationTime: expiries[$0])
            } configure: {
                $0.configure(title: titles[$1], coin: coins[$1], expirationTime: expiries[$1])
            },
            LayoutSample(SubTextTopViewingType.self) {
                .subTextTopViewingType(seasonName: seasons[$0], title: titles[$0], tag: tags[$0], expirationTime: expiries[$0])
            } configure: {
                $0.configure(seasonName: seasons[$1], title: titles[$1], tag: tags[$1], expirationTime: expiries[$1])
            },
            LayoutSample(SubTextSecondViewingType.self) {
                .subTextSecondViewingType(
                    title: titles[$0], broadcastTime: times[$0], tag: tags[$0], expirationTime: expiries[$0])
            } configure: {
                $0.configure(title: titles[$1], broadcastTime: times[$1], tag: tags[$1], expirationTime: expiries[$1])
            },
            LayoutSample(NoSubTextViewingType.self) {
                .noSubTextViewingType(title: titles[$0], tag: tags[$0], expirationTime: expiries[$0])
            } configure: {
                $0.configure(title: titles[$1], tag: tags[$1], expirationTime: expiries[$1])
            },
        ]
    }()
}
