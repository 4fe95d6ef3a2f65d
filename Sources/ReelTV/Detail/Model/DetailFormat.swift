import Foundation

/// How the detail screen writes dates: in Japan's time zone, whatever the machine's, so that
/// every run (and every snapshot) shows the same text.
enum DetailFormat {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        return calendar
    }()

    /// `12/31 23:59`.
    static func date(_ date: Date) -> String {
        let parts = calendar.dateComponents([.month, .day, .hour, .minute], from: date)
        return String(format: "%d/%d %02d:%02d", parts.month!, parts.day!, parts.hour!, parts.minute!)
    }
}
