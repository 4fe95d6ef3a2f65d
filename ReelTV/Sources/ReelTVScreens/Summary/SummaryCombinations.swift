// The eight summary variants: each is a type, so a summary view of one offers only its own
// `configure`.

/// A start time above the title (a live broadcast).
package enum SubTextTopBasic: SummaryCombination {
    package typealias Row = SubTextTop
    package typealias Column = BasicColumn
}

/// The title, then its broadcast time.
package enum SubTextSecondBasic: SummaryCombination {
    package typealias Row = SubTextSecond
    package typealias Column = BasicColumn
}

/// The title alone.
package enum NoSubTextBasic: SummaryCombination {
    package typealias Row = NoSubText
    package typealias Column = BasicColumn
}

/// The title, its duration, then a tag and a coin price.
package enum SubTextSecondCoin: SummaryCombination {
    package typealias Row = SubTextSecond
    package typealias Column = CoinColumn
}

/// The title, then a viewing limit and a coin price.
package enum NoSubTextCoin: SummaryCombination {
    package typealias Row = NoSubText
    package typealias Column = CoinColumn
}

/// A season name above the title, then a tag and a viewing limit.
package enum SubTextTopViewingType: SummaryCombination {
    package typealias Row = SubTextTop
    package typealias Column = ViewingTypeColumn
}

/// The title, its broadcast time, then a tag and a viewing limit.
package enum SubTextSecondViewingType: SummaryCombination {
    package typealias Row = SubTextSecond
    package typealias Column = ViewingTypeColumn
}

/// The title, then a tag and a viewing limit.
package enum NoSubTextViewingType: SummaryCombination {
    package typealias Row = NoSubText
    package typealias Column = ViewingTypeColumn
}
