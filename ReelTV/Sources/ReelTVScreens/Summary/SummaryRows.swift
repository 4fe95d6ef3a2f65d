/// A sub-text line above the title.
package enum SubTextTop: SummaryRow {
    package static var subTextIndex: Int? { 0 }
}

/// A sub-text line below the title.
package enum SubTextSecond: SummaryRow {
    package static var subTextIndex: Int? { 1 }
}

/// No sub-text line.
package enum NoSubText: SummaryRow {
    package static var subTextIndex: Int? { nil }
}
