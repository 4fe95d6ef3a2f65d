/// A chart of one or more series of points joined by lines: measured figures against a size,
/// say, on linear or logarithmic axes.
public struct LineChart: Sendable {
    /// A point of a series, optionally labelled beside its marker.
    public struct Point: Sendable {
        public var x: Double
        public var y: Double
        /// Written beside the point ("B"), or nil.
        public var label: String?

        public init(x: Double, y: Double, label: String? = nil) {
            self.x = x
            self.y = y
            self.label = label
        }
    }

    /// A named series of points, drawn in the order given.
    public struct Series: Sendable {
        /// What the series is.
        public enum Kind: Sendable {
            /// Measured figures: a solid line in the series' colour, a marker on each point.
            case measured
            /// A reference to compare with (linear growth from the first point, say): a
            /// dashed grey line without markers, drawn beneath the measured series.
            case reference
        }

        public var name: String
        public var points: [Point]
        public var kind: Kind

        public init(_ name: String, points: [Point], kind: Kind = .measured) {
            self.name = name
            self.points = points
            self.kind = kind
        }
    }

    public var title: String
    /// A line or two under the title: what was measured, and how.
    public var subtitle: String?
    public var x: ChartAxis
    public var y: ChartAxis
    public var series: [Series]
    /// Lines at the foot: the conditions, what a reader should know.
    public var notes: [String]

    public init(title: String, subtitle: String? = nil, x: ChartAxis, y: ChartAxis, series: [Series], notes: [String] = []) {
        self.title = title
        self.subtitle = subtitle
        self.x = x
        self.y = y
        self.series = series
        self.notes = notes
    }

    private static let plotHeight = 320.0
    private static let tickSize = 12.0
    private static let axisTitleSize = 13.0
    /// Measured series have markers while they have at most this many points; denser ones
    /// (a distribution) are lines alone.
    private static let markerLimit = 40

    /// The chart as an SVG document; throws a ``ChartError`` for data it cannot draw truthfully.
    public func svg() throws -> String {
        let points = series.flatMap(\.points)
        guard !points.isEmpty else { throw ChartError.noData(chart: title) }
        for series in series {
            for point in series.points {
                for (value, axis) in [(point.x, x), (point.y, y)] {
                    guard value.isFinite else { throw ChartError.notFinite(series: series.name, value: value) }
                    guard axis.scale == .linear || value > 0 else {
                        throw ChartError.notPositive(series: series.name, value: value, axis: axis.title)
                    }
                }
            }
        }
        let xDomain = AxisDomain(scale: x.scale, values: points.map(\.x))
        let yDomain = AxisDomain(scale: y.scale, values: points.map(\.y))

        // Measured series take the palette's colours in turn; references are grey, each dashed its own way.
        var styles: [(color: String, dash: String?, markers: Bool)] = []
        for (index, series) in series.enumerated() {
            let rank = self.series[..<index].count { $0.kind == series.kind }
            switch series.kind {
            case .measured: styles.append((ChartColor.series(rank), nil, series.points.count <= Self.markerLimit))
            case .reference: styles.append((ChartColor.reference, ["6 4", "2 4", "10 3 2 3"][rank % 3], false))
            }
        }
        let measured = series.indices.filter { series[$0].kind == .measured }
        let references = series.indices.filter { series[$0].kind == .reference }
        let chrome = ChartChrome(
            title: title, subtitle: subtitle,
            legend: (measured + references).map { index in
                (series[index].name, .line(color: styles[index].color, dash: styles[index].dash, marker: styles[index].markers))
            },
            notes: notes)

        let (xLabels, yLabels) = (ChartNumber.ticks(xDomain.ticks), ChartNumber.ticks(yDomain.ticks))
        let tickWidth = yLabels.map { SVGWriter.estimatedWidth($0, size: Self.tickSize) }.max() ?? 0
        let left = ChartChrome.padding + 22 + tickWidth + 10
        let right = ChartChrome.width - ChartChrome.padding - 12
        let top = chrome.headerHeight + 10
        let bottom = top + Self.plotHeight
        let height = bottom + 50 + chrome.footerHeight
        func position(_ point: Point) -> (x: Double, y: Double) {
            (left + xDomain.fraction(point.x) * (right - left), bottom - yDomain.fraction(point.y) * (bottom - top))
        }

        var svg = SVGWriter(width: ChartChrome.width, height: height)
        for value in xDomain.minorTicks {
            let at = left + xDomain.fraction(value) * (right - left)
            svg.line(from: (at, top), to: (at, bottom), stroke: ChartColor.minorGrid)
        }
        for value in yDomain.minorTicks {
            let at = bottom - yDomain.fraction(value) * (bottom - top)
            svg.line(from: (left, at), to: (right, at), stroke: ChartColor.minorGrid)
        }
        for (value, label) in zip(xDomain.ticks, xLabels) {
            let at = left + xDomain.fraction(value) * (right - left)
            svg.line(from: (at, top), to: (at, bottom), stroke: ChartColor.grid)
            svg.text(label, x: at, y: bottom + 18, size: Self.tickSize, anchor: "middle")
        }
        for (value, label) in zip(yDomain.ticks, yLabels) {
            let at = bottom - yDomain.fraction(value) * (bottom - top)
            svg.line(from: (left, at), to: (right, at), stroke: ChartColor.grid)
            svg.text(label, x: left - 8, y: at + 4, size: Self.tickSize, anchor: "end")
        }
        svg.line(from: (left, bottom), to: (right, bottom), stroke: ChartColor.axis)
        svg.line(from: (left, top), to: (left, bottom), stroke: ChartColor.axis)
        svg.text(x.label, x: (left + right) / 2, y: bottom + 40, size: Self.axisTitleSize, anchor: "middle")
        let yTitleX = ChartChrome.padding + 10
        svg.text(y.label, x: yTitleX, y: (top + bottom) / 2, size: Self.axisTitleSize, anchor: "middle", rotation: -90)

        // References first, so the measured lines and their markers lie on top.
        for index in references + measured {
            let (series, style) = (series[index], styles[index])
            let places = series.points.map(position)
            if places.count > 1 {
                svg.polyline(places, stroke: style.color, width: series.kind == .measured ? 2.5 : 1.5, dash: style.dash)
            }
            for (point, place) in zip(series.points, places) {
                if style.markers || places.count == 1 { svg.circle(x: place.x, y: place.y, radius: 4, fill: style.color) }
                guard let label = point.label else { continue }
                let nearRight = place.x > right - 60
                svg.text(
                    label, x: place.x + (nearRight ? -8 : 8), y: place.y - 8, size: 12, anchor: nearRight ? "end" : "start",
                    fill: style.color, bold: true)
            }
        }
        chrome.draw(into: &svg, footerTop: bottom + 50)
        return svg.document(title: title, description: subtitle ?? title)
    }
}
