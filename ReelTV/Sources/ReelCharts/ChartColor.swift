/// The colours of a chart's series: the Okabe–Ito palette, which people with the common kinds
/// of colour blindness can tell apart, in an order that puts the most distinct first.
enum ChartColor {
    static let series = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]
    /// Reference lines (what linear or quadratic growth would give), behind the measured ones.
    static let reference = "#777777"
    static let text = "#222222"
    static let secondaryText = "#555555"
    static let axis = "#333333"
    static let grid = "#dddddd"
    static let minorGrid = "#eeeeee"
    static let background = "#ffffff"

    /// The colour of the `index`th series, repeating after the palette's seven.
    static func series(_ index: Int) -> String { series[index % series.count] }
}
