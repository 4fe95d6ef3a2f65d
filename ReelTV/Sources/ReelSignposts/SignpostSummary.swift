/// Statistics over the ended intervals of one name.
///
/// The first interval is reported apart from the later ones because the first run of a screen
/// pays for cold caches and one-time setup, as the first-display and later-display columns of
/// a performance table do.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SignpostSummary: Hashable, Sendable {
    /// The intervals' name.
    public let name: String
    /// How many intervals ended.
    public let count: Int
    /// The shortest duration.
    public let minimum: Duration
    /// The mean duration.
    public let average: Duration
    /// The longest duration.
    public let maximum: Duration
    /// The duration of the interval begun first.
    public let first: Duration
    /// The median duration of the others (the mean of the middle two for an even count);
    /// `nil` when there is only one interval.
    public let laterMedian: Duration?
    /// The mean duration of the others; `nil` when there is only one interval.
    public let laterAverage: Duration?

    /// Summarises `durations`, given in begin order; `nil` when there are none.
    init?(name: String, durations: [Duration]) {
        guard let first = durations.first, let minimum = durations.min(), let maximum = durations.max() else {
            return nil
        }
        let later = durations.dropFirst()
        self.name = name
        self.count = durations.count
        self.minimum = minimum
        self.average = Self.mean(durations)
        self.maximum = maximum
        self.first = first
        self.laterMedian = Self.median(later)
        self.laterAverage = later.isEmpty ? nil : Self.mean(later)
    }

    private static func mean(_ durations: some Collection<Duration>) -> Duration {
        durations.reduce(.zero, +) / durations.count
    }

    private static func median(_ durations: some Collection<Duration>) -> Duration? {
        let sorted = durations.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
