// The talk's eight variants. Titles get a third line where there is no sub-text line, since
// the summary keeps about the same height.

/// A start time above the title (a live broadcast).
public enum SubTextTopBasic: SummaryCombination {
    public typealias Row = SubTextTop
    public typealias Column = BasicColumn
    public static var numberOfTitleLines: Int { 2 }
}

/// The title, then its broadcast time.
public enum SubTextSecondBasic: SummaryCombination {
    public typealias Row = SubTextSecond
    public typealias Column = BasicColumn
    public static var numberOfTitleLines: Int { 2 }
}

/// The title alone.
public enum NoSubTextBasic: SummaryCombination {
    public typealias Row = NoSubText
    public typealias Column = BasicColumn
    public static var numberOfTitleLines: Int { 3 }
}

/// The title, its duration, then a tag and a coin price.
public enum SubTextSecondCoin: SummaryCombination {
    public typealias Row = SubTextSecond
    public typealias Column = CoinColumn
    public static var numberOfTitleLines: Int { 2 }
}

/// The title, then a viewing limit and a coin price.
public enum NoSubTextCoin: SummaryCombination {
    public typealias Row = NoSubText
    public typealias Column = CoinColumn
    public static var numberOfTitleLines: Int { 3 }
}

/// A season name above the title, then a tag and a viewing limit.
public enum SubTextTopViewingType: SummaryCombination {
    public typealias Row = SubTextTop
    public typealias Column = ViewingTypeColumn
    public static var numberOfTitleLines: Int { 2 }
}

/// The title, its broadcast time, then a tag and a viewing limit.
public enum SubTextSecondViewingType: SummaryCombination {
    public typealias Row = SubTextSecond
    public typealias Column = ViewingTypeColumn
    public static var numberOfTitleLines: Int { 2 }
}

/// The title, then a tag and a viewing limit.
public enum NoSubTextViewingType: SummaryCombination {
    public typealias Row = NoSubText
    public typealias Column = ViewingTypeColumn
    public static var numberOfTitleLines: Int { 3 }
}
