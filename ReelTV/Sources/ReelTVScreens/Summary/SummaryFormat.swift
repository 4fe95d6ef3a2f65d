import Foundation

/// How summaries write times, durations and prices: Japanese style, in Japan's time zone.
package enum SummaryFormat {
    /// Asia/Tokyo. Japan keeps no daylight-saving time, so a fixed offset is exact, and needs
    /// no time-zone database (which a Linux container may lack).
    private static let tokyo = TimeZone(secondsFromGMT: 9 * 60 * 60)!

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tokyo
        return calendar
    }()

    /// Month, day and time in Tokyo, like `"12/24 21:00"`.
    package static func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.month, .day, .hour, .minute], from: date)
        return "\(parts.month!)/\(parts.day!) \(twoDigits(parts.hour!)):\(twoDigits(parts.minute!))"
    }

    /// The last day to watch, in Tokyo, like `"12/31まで"`.
    package static func expiry(_ date: Date) -> String {
        let parts = calendar.dateComponents([.month, .day], from: date)
        return "\(parts.month!)/\(parts.day!)まで"
    }

    /// A running time in whole minutes, rounded, at least one, like `"24分"`.
    package static func duration(seconds: Int) -> String {
        "\(max(1, (seconds + 30) / 60))分"
    }

    /// A price in coins, like `"300コイン"`.
    package static func coins(_ coins: Int) -> String {
        "\(coins)コイン"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
