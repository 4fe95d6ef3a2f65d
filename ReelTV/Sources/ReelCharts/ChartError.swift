/// Data a chart cannot draw truthfully.
public enum ChartError: Error, Equatable, CustomStringConvertible {
    /// The chart has no value to draw.
    case noData(chart: String)
    /// A value is NaN or infinite.
    case notFinite(series: String, value: Double)
    /// A value on a logarithmic axis is zero or negative.
    case notPositive(series: String, value: Double, axis: String)
    /// A bar series has a value count other than the number of categories.
    case valueCount(series: String, values: Int, categories: Int)

    public var description: String {
        switch self {
        case .noData(let chart): "the chart \"\(chart)\" has no data"
        case .notFinite(let series, let value): "\(series): \(value) is not a finite number"
        case .notPositive(let series, let value, let axis):
            "\(series): \(ChartNumber.format(value)) cannot be shown on the logarithmic axis \"\(axis)\""
        case .valueCount(let series, let values, let categories):
            "\(series) has \(values) values for \(categories) categories"
        }
    }
}
