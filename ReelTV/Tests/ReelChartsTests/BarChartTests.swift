import ReelCharts
import SVGTestSupport
import Testing

/// Bar charts as a browser reads them: a bar per series and category, each as long as its
/// value and labelled with it and its unit.
@Suite struct BarChartTests {
    private let layout = BarChart(
        title: "Configuring a summary",
        categories: ["SubTextTopBasic", "NoSubText<Coin>"],
        value: ChartAxis("median time per configure", unit: "ns"),
        series: [BarChart.Series("enum", values: [2_677, 4_569]), BarChart.Series("typeParameter", values: [159, 519])])

    /// The bars: the filled rectangles of the plot, not the page's background or the legend's boxes.
    private func bars(_ svg: ParsedSVG) -> [ParsedSVG.Element] {
        svg.elements.filter { $0.name == "rect" && $0.number("height") == 16 }
    }

    @Test func drawsABarPerSeriesAndCategoryAsLongAsItsValue() throws {
        let svg = try ParsedSVG(try layout.svg())
        let bars = bars(svg)
        #expect(bars.count == 4)
        // Top to bottom: each category's series in turn.
        let widths = bars.compactMap { $0.number("width") }
        let values = [2_677.0, 159, 4_569, 519]
        for (width, value) in zip(widths, values) {
            // Lengths are in proportion to the values, to the tenth of a pixel written.
            #expect(abs(width / widths[0] - value / values[0]) < 0.01, "\(widths)")
        }
        #expect(Set(bars.map { $0.number("x") }).count == 1, "every bar starts at zero")
    }

    @Test func labelsTheBarsCategoriesAndAxisWithTheUnit() throws {
        let texts = try ParsedSVG(try layout.svg()).texts
        for expected in ["2,677 ns", "159 ns", "4,569 ns", "519 ns", "SubTextTopBasic", "NoSubText<Coin>", "enum", "typeParameter",
            "median time per configure (ns)", "0", "1,000", "5,000"]
        {
            #expect(texts.contains(expected), "\(expected) in \(texts)")
        }
    }

    @Test func refusesAValueCountOtherThanTheCategories() {
        var chart = layout
        chart.series[1].values = [1]
        #expect(throws: ChartError.valueCount(series: "typeParameter", values: 1, categories: 2)) { try chart.svg() }
        chart.series = []
        #expect(throws: ChartError.noData(chart: "Configuring a summary")) { try chart.svg() }
    }
}
