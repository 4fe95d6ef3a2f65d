import ReelTVModel

/// The eight conditions that pick an episode's summary cell (the summary-cells talk's rows ×
/// columns, docs/Background.md), written out here so the tests can check that the bundled catalog
/// exercises each one.
enum SummaryCondition: CaseIterable, Hashable {
    case subTextTopBasic, noSubTextBasic, subTextSecondBasic
    case noSubTextCoin, subTextSecondCoin
    case subTextTopViewingType, subTextSecondViewingType, noSubTextViewingType

    init(_ episode: Episode) {
        switch episode.viewingType {
        case .free where episode.tag == "LIVE": self = .subTextTopBasic
        case .free: self = episode.viewingExpiresAt == nil ? .noSubTextBasic : .subTextSecondBasic
        case .rental: self = episode.viewingExpiresAt == nil ? .subTextSecondCoin : .noSubTextCoin
        case .premium where episode.number == 1: self = .subTextTopViewingType
        case .premium: self = episode.tag == nil ? .noSubTextViewingType : .subTextSecondViewingType
        }
    }
}
