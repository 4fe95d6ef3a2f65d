import ReelCharts
import ReelTVTestSupport
import SVGTestSupport
import Testing

/// Line charts as a browser reads them: well-formed SVG with labelled axes and a legend, every
/// point where its values put it, and data that cannot be drawn truthfully refused.
@Suite struct LineChartTests {
    private let sizes = LineChart(
        title: "Diffing <a> list & more",
        subtitle: "Median of 3 runs.",
        x: ChartAxis("items in the list", scale: .logarithmic),
        y: ChartAxis("median time", unit: "ms", scale: .logarithmic),
        series: [
            LineChart.Series(
                "Reel \"fast\"",
                points: [
                    LineChart.Point(x: 5_000, y: 0.29, label: "A"), LineChart.Point(x: 100_000, y: 8, label: "B"),
                    LineChart.Point(x: 1_000_000, y: 140, label: "D"),
                ]),
            LineChart.Series("stdlib", points: [LineChart.Point(x: 5_000, y: 143), LineChart.Point(x: 100_000, y: 15_360)]),
            LineChart.Series("linear", points: [LineChart.Point(x: 5_000, y: 0.29), LineChart.Point(x: 1_000_000, y: 58)], kind: .reference),
        ],
        notes: ["A: 5,000 UUIDs"])

    @Test func isWellFormedSVGWithTitleAxesUnitsAndLegend() throws {
        let svg = try ParsedSVG(try sizes.svg())
        #expect(svg.elements.first?.name == "svg")
        #expect(svg.size.width == 800)
        #expect(svg.elements.first { $0.name == "title" }?.text == "Diffing <a> list & more")
        let texts = svg.texts
        for expected in [
            "Diffing <a> list & more", "Median of 3 runs.", "items in the list (log scale)", "median time (ms, log scale)",
            "Reel \"fast\"", "stdlib", "linear", "A: 5,000 UUIDs", "A", "B", "D",
        ] {
            #expect(texts.contains(expected), "\(expected) in \(texts)")
        }
    }

    @Test func logarithmicAxesHaveATickAtEveryPowerOfTenAcrossTheData() throws {
        let texts = try ParsedSVG(try sizes.svg()).texts
        for tick in ["1k", "10k", "100k", "1M", "0.1", "1", "10", "100", "1k", "10k", "100k"] {
            #expect(texts.contains(tick), "tick \(tick) in \(texts)")
        }
        #expect(!texts.contains("10M") && !texts.contains("0.01"))
    }

    @Test func markersFollowTheirValuesInsideThePage() throws {
        SeededCases.run(seed: 0xC4A7_0001, cases: 200) { fuzz in
            let logarithmic = fuzz.chance(0.5)
            let count = fuzz.int(in: 1...30)
            // Distinct, increasing x and y, spanning up to six orders of magnitude on a log axis.
            var (x, y) = (logarithmic ? Double(fuzz.int(in: 1...1_000)) / 100 : Double(fuzz.int(in: -50...50)), 1.0)
            var points: [LineChart.Point] = []
            for _ in 0..<count {
                points.append(LineChart.Point(x: x, y: y))
                x = logarithmic ? x * (1 + Double(fuzz.int(in: 1...100)) / 20) : x + Double(fuzz.int(in: 1...1_000))
                y = logarithmic ? y * (1 + Double(fuzz.int(in: 1...100)) / 20) : y + Double(fuzz.int(in: 1...1_000))
            }
            let scale: ChartAxis.Scale = logarithmic ? .logarithmic : .linear
            let chart = LineChart(
                title: "t", x: ChartAxis("x", scale: scale), y: ChartAxis("y", unit: "ms", scale: scale),
                series: [LineChart.Series("s", points: points)])
            do {
                let svg = try ParsedSVG(try chart.svg())
                let markers = svg.elements.filter { $0.name == "circle" }.dropLast()  // the last is the legend's
                #expect(markers.count == count, "\(fuzz)")
                let centres = markers.map { ($0.number("cx") ?? -1, $0.number("cy") ?? -1) }
                #expect(centres.allSatisfy { $0.0 > 0 && $0.0 < svg.size.width && $0.1 > 0 && $0.1 < svg.size.height }, "\(fuzz)")
                // Larger values lie further right and higher up (smaller y), to the tenth of a pixel written.
                #expect(zip(centres, centres.dropFirst()).allSatisfy { $0.0 <= $1.0 && $0.1 >= $1.1 }, "\(fuzz)")
            } catch {
                Issue.record("\(error) \(fuzz)")
            }
        }
    }

    @Test func dataThatCannotBeDrawnTruthfullyIsRefusedByName() {
        func chart(_ points: [LineChart.Point], scale: ChartAxis.Scale = .logarithmic) -> LineChart {
            LineChart(
                title: "t", x: ChartAxis("size"), y: ChartAxis("time", unit: "ms", scale: scale),
                series: [LineChart.Series("reel", points: points)])
        }
        #expect(throws: ChartError.notPositive(series: "reel", value: 0, axis: "time")) {
            try chart([LineChart.Point(x: 1, y: 0)]).svg()
        }
        #expect(throws: ChartError.notFinite(series: "reel", value: .infinity)) {
            try chart([LineChart.Point(x: .infinity, y: 1)]).svg()
        }
        #expect(throws: ChartError.noData(chart: "t")) { try chart([]).svg() }
        // Zero and negative values are fine on a linear axis.
        #expect(throws: Never.self) { try chart([LineChart.Point(x: -1, y: 0)], scale: .linear).svg() }
    }
}
