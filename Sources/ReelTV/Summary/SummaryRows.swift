/// A sub-text line above the title.
public enum SubTextTop: SummaryRow {
    public static var subTextIndex: Int? { 0 }
}

/// A sub-text line below the title.
public enum SubTextSecond: SummaryRow {
    public static var subTextIndex: Int? { 1 }
}

/// No sub-text line.
public enum NoSubText: SummaryRow {
    public static var subTextIndex: Int? { nil }
}
