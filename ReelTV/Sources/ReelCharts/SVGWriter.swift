import Foundation

/// Builds an SVG document element by element: coordinates with one decimal, every text and
/// attribute value escaped for XML.
struct SVGWriter {
    let width: Double
    let height: Double
    private var elements: [String] = []

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The font every text is set in: DejaVu Sans where installed (as on most Linux systems),
    /// else a common sans-serif face of similar width.
    static let fontFamily = "DejaVu Sans, Verdana, Geneva, Helvetica, Arial, sans-serif"

    /// About how wide `text` is at `size` in ``fontFamily``, for making room for a label: in
    /// DejaVu Sans, capitals and digits take about 0.6 of the font size and lower case less, so
    /// this errs on the wide side.
    static func estimatedWidth(_ text: String, size: Double) -> Double {
        Double(text.count) * size * 0.58
    }

    /// About how wide running text (a sentence, mostly lower case) is at `size`, for breaking
    /// it into lines: a little over half the font size per character.
    static func estimatedSentenceWidth(_ text: String, size: Double) -> Double {
        Double(text.count) * size * 0.54
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String) {
        elements.append(#"<rect x="\#(n(x))" y="\#(n(y))" width="\#(n(width))" height="\#(n(height))" fill="\#(fill)"/>"#)
    }

    mutating func line(from start: (x: Double, y: Double), to end: (x: Double, y: Double), stroke: String, width: Double = 1, dash: String? = nil) {
        let dashes = dash.map { #" stroke-dasharray="\#($0)""# } ?? ""
        elements.append(
            #"<line x1="\#(n(start.x))" y1="\#(n(start.y))" x2="\#(n(end.x))" y2="\#(n(end.y))" stroke="\#(stroke)" stroke-width="\#(n(width))"\#(dashes)/>"#)
    }

    mutating func polyline(_ points: [(x: Double, y: Double)], stroke: String, width: Double, dash: String? = nil) {
        let coordinates = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        let dashes = dash.map { #" stroke-dasharray="\#($0)""# } ?? ""
        elements.append(
            #"<polyline points="\#(coordinates)" fill="none" stroke="\#(stroke)" stroke-width="\#(n(width))" stroke-linejoin="round" stroke-linecap="round"\#(dashes)/>"#)
    }

    mutating func circle(x: Double, y: Double, radius: Double, fill: String) {
        elements.append(
            #"<circle cx="\#(n(x))" cy="\#(n(y))" r="\#(n(radius))" fill="\#(fill)" stroke="\#(ChartColor.background)" stroke-width="1.5"/>"#)
    }

    /// Text whose baseline starts (`anchor` "start"), is centred (`"middle"`) or ends (`"end"`)
    /// at the point, turned `rotation` degrees about it.
    mutating func text(
        _ string: String, x: Double, y: Double, size: Double, anchor: String = "start", fill: String = ChartColor.text,
        bold: Bool = false, rotation: Double? = nil
    ) {
        let weight = bold ? #" font-weight="bold""# : ""
        let turn = rotation.map { #" transform="rotate(\#(n($0)) \#(n(x)) \#(n(y)))""# } ?? ""
        elements.append(
            #"<text x="\#(n(x))" y="\#(n(y))" font-size="\#(n(size))" text-anchor="\#(anchor)" fill="\#(fill)"\#(weight)\#(turn)>\#(Self.escaped(string))</text>"#
        )
    }

    /// The whole document, titled `title` (what a screen reader or a browser tab shows) and
    /// described by `description`.
    func document(title: String, description: String) -> String {
        let size = #"width="\#(n(width))" height="\#(n(height))" viewBox="0 0 \#(n(width)) \#(n(height))""#
        return ([
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" \#(size) role="img" aria-labelledby="chart-title chart-description" font-family="\#(Self.fontFamily)">"#,
            #"<title id="chart-title">\#(Self.escaped(title))</title>"#,
            #"<desc id="chart-description">\#(Self.escaped(description))</desc>"#,
            #"<rect width="100%" height="100%" fill="\#(ChartColor.background)"/>"#,
        ] + elements + ["</svg>", ""]).joined(separator: "\n")
    }

    /// `string` safe as XML text or an attribute value: markup characters as entities, and
    /// characters XML does not allow (most control characters) as U+FFFD.
    static func escaped(_ string: String) -> String {
        var result = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A coordinate with at most one decimal.
    private func n(_ value: Double) -> String {
        let text = String(format: "%.1f", value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
