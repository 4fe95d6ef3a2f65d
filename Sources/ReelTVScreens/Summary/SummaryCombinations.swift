// The talk's eight variants. Titles get a third line where there is no sub-text line, since
// the summary keeps about the same height.

/// A start time above the title (a live broadcast).
package enum SubTextTopBasic: SummaryCombination {
    package typealias Row = SubTextTop
    package typealias Column = BasicColumn
    package static var numberOfTitleLines: Int { 2 }
}

/// The title, then its broadcast time.
package enum SubTextSecondBasic: SummaryCombination {
    package typealias Row = SubTextSecond
    package typealias Column = BasicColumn
    package static var numberOfTitleLines: Int { 2 }
}

/// The title alone.
package enum NoSubTextBasic: SummaryCombination {
    package typealias Row = NoSubText
    package typealias Column = BasicColumn
    package static var numberOfTitleLines: Int { 3 }
}

/// The title, its duration, then a tag and a coin price.
package enum SubTextSecondCoin: SummaryCombination {
    package typealias Row = SubTextSecond
    package typealias Column = CoinColumn
    package static var numberOfTitleLines: Int { 2 }
}

/// The title, then a viewing limit and a coin price.
package enum NoSubTextCoin: SummaryCombination {
    package typealias Row = NoSubText
    package typealias Column = CoinColumn
    package static var numberOfTitleLines: Int { 3 }
}

/// A season name above the title, then a tag and a viewing limit.
package enum SubTextTopViewingType: SummaryCombination {
    package typealias Row = SubTextTop
    package typealias Column = ViewingTypeColumn
    package static var numberOfTitleLines: Int { 2 }
}

/// The title, its broadcast time, then a tag and a viewing limit.
package enum SubTextSecondViewingType: SummaryCombination {
    package typealias Row = SubTextSecond
    package typealias Column = ViewingTypeColumn
    package static var numberOfTitleLines: Int { 2 }
}

/// The title, then a tag and a viewing limit.
package enum NoSubTextViewingType: SummaryCombination {
    package typealias Row = NoSubText
    package typealias Column = ViewingTypeColumn
    package static var numberOfTitleLines: Int { 3 }
}
