/// What one summary shows: one case per combination, with exactly that combination's fields.
///
/// It plays both of the talk's enum roles. ``EnumSummaryView/configure(_:)`` takes it whole
/// (the talk's `SummaryCombination` enum; that name is the protocol's here), and a list's cell
/// provider switches over it to dequeue the matching ``SummaryCell`` and call its typed
/// `configure` (the talk's view-data models), with
/// ``UIKit/UICollectionView/dequeueSummaryCell(for:at:identifier:)`` (or, for a data source's list, ``cell(identifier:)``).
package enum SummaryViewData: Hashable, Sendable {
    /// A live broadcast: its start time above its title.
    case subTextTopBasic(startAt: String, title: String)
    /// A title, then its broadcast time.
    case subTextSecondBasic(title: String, broadcastTime: String)
    /// A title alone.
    case noSubTextBasic(title: String)
    /// A rental without a viewing limit: title, duration, then tag and coin price.
    case subTextSecondCoin(title: String, duration: String, tag: String?, coin: Int?)
    /// A rental with a viewing limit: title, then limit and coin price.
    case noSubTextCoin(title: String, coin: Int?, expirationTime: String?)
    /// A season's first premium episode: season name above the title, then tag and limit.
    case subTextTopViewingType(seasonName: String, title: String, tag: String?, expirationTime: String?)
    /// A later premium episode with a tag: title, broadcast time, then tag and limit.
    case subTextSecondViewingType(title: String, broadcastTime: String, tag: String?, expirationTime: String?)
    /// A later premium episode without a tag: title, then tag and limit.
    case noSubTextViewingType(title: String, tag: String?, expirationTime: String?)

    /// The combination that shows this case.
    package var combination: any SummaryCombination.Type {
        switch self {
        case .subTextTopBasic: SubTextTopBasic.self
        case .subTextSecondBasic: SubTextSecondBasic.self
        case .noSubTextBasic: NoSubTextBasic.self
        case .subTextSecondCoin: SubTextSecondCoin.self
        case .noSubTextCoin: NoSubTextCoin.self
        case .subTextTopViewingType: SubTextTopViewingType.self
        case .subTextSecondViewingType: SubTextSecondViewingType.self
        case .noSubTextViewingType: NoSubTextViewingType.self
        }
    }

    /// The eight combinations, in the talk's order.
    static var allCombinations: [any SummaryCombination.Type] {
        [
            SubTextTopBasic.self, SubTextSecondBasic.self, NoSubTextBasic.self, SubTextSecondCoin.self,
            NoSubTextCoin.self, SubTextTopViewingType.self, SubTextSecondViewingType.self,
            NoSubTextViewingType.self,
        ]
    }
}
