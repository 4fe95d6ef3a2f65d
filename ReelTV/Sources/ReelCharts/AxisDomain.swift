import Foundation

/// The span of values an axis shows, and where its ticks go.
///
/// A linear axis runs from zero (or the lowest value, if negative) to a round value at or above
/// the highest, with a tick every 1, 2 or 5 times a power of ten, about five in all. A
/// logarithmic axis runs from the power of ten at or below the lowest value to the one at or
/// above the highest, with a labelled tick at every power of ten and a minor one at each of its
/// multiples 2–9 between them.
struct AxisDomain {
    let scale: ChartAxis.Scale
    let lower: Double
    let upper: Double
    /// The labelled ticks, lowest first.
    let ticks: [Double]
    /// Unlabelled ticks between them (logarithmic axes only).
    let minorTicks: [Double]

    /// The domain of `values` on `scale`. The values must be finite, and positive on a
    /// logarithmic scale (the charts check them first).
    init(scale: ChartAxis.Scale, values: [Double]) {
        self.scale = scale
        let low = values.min() ?? 0
        let high = values.max() ?? 1
        switch scale {
        case .linear:
            var (from, to) = (min(0, low), max(0, high))
            if from == to { to = from + 1 }
            let step = Self.niceStep((to - from) / 5)
            let first = (from / step).rounded(.down) * step
            lower = first
            upper = (to / step).rounded(.up) * step
            let count = Int(((upper - lower) / step).rounded())
            ticks = (0...count).map { first + Double($0) * step }
            minorTicks = []
        case .logarithmic:
            let first = Int(floor(log10(low)))
            var last = Int(ceil(log10(high)))
            if last == first { last += 1 }
            lower = Self.power(first)
            upper = Self.power(last)
            ticks = (first...last).map(Self.power)
            minorTicks = (first..<last).flatMap { exponent in (2...9).map { Double($0) * Self.power(exponent) } }
        }
    }

    /// Where `value` falls, from 0 at ``lower`` to 1 at ``upper``.
    func fraction(_ value: Double) -> Double {
        switch scale {
        case .linear: (value - lower) / (upper - lower)
        case .logarithmic: (log10(value) - log10(lower)) / (log10(upper) - log10(lower))
        }
    }

    /// 1, 2 or 5 times a power of ten, the first at or above `rough`.
    private static func niceStep(_ rough: Double) -> Double {
        let magnitude = pow(10, floor(log10(rough)))
        let normalised = rough / magnitude
        let nice: Double = normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// 10 to the power `exponent`, exactly for the powers a double holds exactly.
    private static func power(_ exponent: Int) -> Double {
        exponent >= 0 ? pow(10, Double(exponent)) : 1 / pow(10, Double(-exponent))
    }
}
