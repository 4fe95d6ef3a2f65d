import ReelUI

// The talk calls these Basic, Coin and ViewingType; the last would clash with the catalog's
// `ViewingType` (free, premium, rental), so all three carry the suffix.

/// Text lines only.
public enum BasicColumn: SummaryColumn {
    public static func makeAdditionalView() -> View? { nil }
}

/// A tag and a price in coins, for rentals.
public enum CoinColumn: SummaryColumn {
    public static func makeAdditionalView() -> TagCoinView? { TagCoinView() }
}

/// A tag and a viewing-limit text, for premium episodes.
public enum ViewingTypeColumn: SummaryColumn {
    public static func makeAdditionalView() -> TagTextView? { TagTextView() }
}
