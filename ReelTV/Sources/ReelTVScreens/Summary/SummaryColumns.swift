import ReelTVModel
import ReelDataSourceUIKit

// The talk calls these Basic, Coin and ViewingType; the last would clash with the catalog's
// `ViewingType` (free, premium, rental), so all three carry the suffix.

/// Text lines only.
package enum BasicColumn: SummaryColumn {
    package static func makeAdditionalView() -> UIView? { nil }
}

/// A tag and a price in coins, for rentals.
package enum CoinColumn: SummaryColumn {
    package static func makeAdditionalView() -> TagCoinView? { TagCoinView() }
}

/// A tag and a viewing-limit text, for premium episodes.
package enum ViewingTypeColumn: SummaryColumn {
    package static func makeAdditionalView() -> TagTextView? { TagTextView() }
}
