/// A chart of horizontal bars in groups: one group per category (a combination, a variant),
/// one bar per series (a pattern, a strategy) in each, with the bar's value written at its end.
public struct BarChart: Sendable {
    /// A named series: one value per category, in the categories' order.
    public struct Series: Sendable {
        public var name: String
        public var values: [Double]

        public init(_ name: String, values: [Double]) {
            self.name = name
            self.values = values
        }
    }

    public var title: String
    /// A line or two under the title: what was measured, and how.
    public var subtitle: String?
    /// The groups, top to bottom.
    public var categories: [String]
    /// What the bars' lengths measure.
    public var value: ChartAxis
    public var series: [Series]
    /// Lines at the foot: the conditions, what a reader should know.
    public var notes: [String]

    public init(title: String, subtitle: String? = nil, categories: [String], value: ChartAxis, series: [Series], notes: [String] = []) {
        self.title = title
        self.subtitle = subtitle
        self.categories = categories
        self.value = value
        self.series = series
        self.notes = notes
    }

    private static let barHeight = 16.0
    private static let barGap = 3.0
    private static let groupGap = 16.0
    private static let labelSize = 13.0
    private static let valueSize = 11.0
    private static let tickSize = 12.0

    /// The chart as an SVG document; throws a ``ChartError`` for data it cannot draw truthfully.
    public func svg() throws -> String {
        guard !categories.isEmpty, !series.isEmpty else { throw ChartError.noData(chart: title) }
        for series in series {
            guard series.values.count == categories.count else {
                throw ChartError.valueCount(series: series.name, values: series.values.count, categories: categories.count)
            }
            for value in series.values {
                guard value.isFinite else { throw ChartError.notFinite(series: series.name, value: value) }
                guard self.value.scale == .linear || value > 0 else {
                    throw ChartError.notPositive(series: series.name, value: value, axis: self.value.title)
                }
            }
        }
        let values = series.flatMap(\.values)
        let domain = AxisDomain(scale: value.scale, values: values)
        let chrome = ChartChrome(
            title: title, subtitle: subtitle,
            legend: series.enumerated().map { ($1.name, .box(color: ChartColor.series($0))) }, notes: notes)

        let labelWidth = min(300, categories.map { SVGWriter.estimatedWidth($0, size: Self.labelSize) }.max() ?? 0)
        let valueWidth = values.map { SVGWriter.estimatedWidth(value.valueLabel($0), size: Self.valueSize) }.max() ?? 0
        let left = ChartChrome.padding + labelWidth + 12
        let right = ChartChrome.width - ChartChrome.padding - valueWidth - 8
        let groupHeight = Double(series.count) * Self.barHeight + Double(series.count - 1) * Self.barGap
        let top = chrome.headerHeight + 4
        let bottom = top + Double(categories.count) * (groupHeight + Self.groupGap) + Self.groupGap
        let height = bottom + 50 + chrome.footerHeight
        func place(_ value: Double) -> Double { left + domain.fraction(value) * (right - left) }

        var svg = SVGWriter(width: ChartChrome.width, height: height)
        for tick in domain.minorTicks {
            svg.line(from: (place(tick), top), to: (place(tick), bottom), stroke: ChartColor.minorGrid)
        }
        for (tick, label) in zip(domain.ticks, ChartNumber.ticks(domain.ticks)) {
            svg.line(from: (place(tick), top), to: (place(tick), bottom), stroke: ChartColor.grid)
            svg.text(label, x: place(tick), y: bottom + 18, size: Self.tickSize, anchor: "middle")
        }
        // Bars grow from zero on a linear axis, from the axis's start on a logarithmic one.
        let base = place(domain.scale == .linear ? 0 : domain.lower)
        for (categoryIndex, category) in categories.enumerated() {
            let groupTop = top + Self.groupGap + Double(categoryIndex) * (groupHeight + Self.groupGap)
            svg.text(
                Self.truncated(category, width: labelWidth), x: left - 12, y: groupTop + groupHeight / 2 + 5, size: Self.labelSize,
                anchor: "end")
            for (seriesIndex, series) in series.enumerated() {
                let barTop = groupTop + Double(seriesIndex) * (Self.barHeight + Self.barGap)
                let end = place(series.values[categoryIndex])
                svg.rect(
                    x: min(base, end), y: barTop, width: max(abs(end - base), 1), height: Self.barHeight,
                    fill: ChartColor.series(seriesIndex))
                svg.text(
                    value.valueLabel(series.values[categoryIndex]), x: max(base, end) + 5, y: barTop + Self.barHeight - 4,
                    size: Self.valueSize)
            }
        }
        svg.line(from: (base, top), to: (base, bottom), stroke: ChartColor.axis)
        svg.line(from: (left, bottom), to: (right, bottom), stroke: ChartColor.axis)
        svg.text(value.label, x: (left + right) / 2, y: bottom + 40, size: 13, anchor: "middle")
        chrome.draw(into: &svg, footerTop: bottom + 50)
        return svg.document(title: title, description: subtitle ?? title)
    }

    /// `label`, shortened with an ellipsis to about `width` pixels.
    private static func truncated(_ label: String, width: Double) -> String {
        guard SVGWriter.estimatedWidth(label, size: labelSize) > width else { return label }
        let characters = max(1, Int(width / (labelSize * 0.6)) - 1)
        return String(label.prefix(characters)) + "…"
    }
}
