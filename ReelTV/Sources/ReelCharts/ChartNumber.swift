import Foundation

/// How charts write numbers: short, with no locale (a decimal point, commas between
/// thousands), `k` and `M` for large round values.
enum ChartNumber {
    /// `1,234`, `12.3`, `0.0123`, `250k`, `1.5M`: at most three significant digits below a
    /// hundred, whole numbers up to ten thousand, then thousands and millions.
    static func format(_ value: Double) -> String {
        format(value, thousandsFrom: 1e4)
    }

    /// The labels of an axis's ticks: as ``format(_:)``, but when the axis reaches ten
    /// thousand, in thousands from a thousand on, so that its ticks read alike (`1k`, `10k`,
    /// `100k`, `1M` rather than `1,000`, `10k`).
    static func ticks(_ values: [Double]) -> [String] {
        let thousands = values.contains { abs($0) >= 1e4 } ? 1e3 : 1e4
        return values.map { format($0, thousandsFrom: thousands) }
    }

    private static func format(_ value: Double, thousandsFrom thousands: Double) -> String {
        let magnitude = abs(value)
        let sign = value < 0 ? "-" : ""
        switch magnitude {
        case 0: return "0"
        case 1e6...: return sign + trimmed(magnitude / 1e6, fractionDigits: 2) + "M"
        case thousands...: return sign + trimmed(magnitude / 1e3, fractionDigits: 1) + "k"
        case 100...: return sign + grouped(Int(magnitude.rounded()))
        default:
            // Three significant digits: 12.3, 1.23, 0.123, 0.0123.
            let digits = max(0, 2 - Int(floor(log10(magnitude))))
            return sign + trimmed(magnitude, fractionDigits: digits)
        }
    }

    /// `value` with at most `fractionDigits` decimals, trailing zeros dropped.
    private static func trimmed(_ value: Double, fractionDigits: Int) -> String {
        var text = String(format: "%.\(fractionDigits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// A whole number with commas between thousands.
    private static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
