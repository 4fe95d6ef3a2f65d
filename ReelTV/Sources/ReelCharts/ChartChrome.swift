/// What every chart has around its plot: the title and subtitle above, the legend under them,
/// and notes at the foot, all on a white page 800 pixels wide (a README's width).
struct ChartChrome {
    /// How a legend entry shows its series.
    enum Swatch {
        /// A stretch of line in the series' colour and dash, with a marker if its points have one.
        case line(color: String, dash: String?, marker: Bool)
        /// A filled box, as the series' bars are.
        case box(color: String)
    }

    static let width = 800.0
    static let padding = 20.0
    private static let titleSize = 18.0
    private static let subtitleSize = 13.0
    private static let legendSize = 13.0
    private static let noteSize = 12.0

    let title: String
    let subtitle: String?
    let legend: [(name: String, swatch: Swatch)]
    let notes: [String]

    private var subtitleLines: [String] { subtitle.map { Self.wrapped($0, size: Self.subtitleSize) } ?? [] }
    private var noteLines: [String] { notes.flatMap { Self.wrapped($0, size: Self.noteSize) } }

    /// The legend's entries placed in rows: each entry's row and left edge.
    private var legendPlaces: [(row: Int, x: Double)] {
        var places: [(row: Int, x: Double)] = []
        var (row, x) = (0, Self.padding)
        for entry in legend {
            let entryWidth = 30 + SVGWriter.estimatedWidth(entry.name, size: Self.legendSize)
            if x > Self.padding && x + entryWidth > Self.width - Self.padding {
                row += 1
                x = Self.padding
            }
            places.append((row, x))
            x += entryWidth + 22
        }
        return places
    }

    private var legendRows: Int { legend.isEmpty ? 0 : (legendPlaces.last?.row ?? 0) + 1 }

    /// Where the plot area may start: below the title, subtitle and legend.
    var headerHeight: Double {
        38 + Double(subtitleLines.count) * 18 + Double(legendRows) * 22 + 8
    }

    /// The height the notes take at the foot.
    var footerHeight: Double {
        noteLines.isEmpty ? Self.padding : Double(noteLines.count) * 16 + Self.padding
    }

    /// Draws the title, subtitle and legend from the top, and the notes from `footerTop` down.
    func draw(into svg: inout SVGWriter, footerTop: Double) {
        svg.text(title, x: Self.padding, y: 30, size: Self.titleSize, bold: true)
        for (index, line) in subtitleLines.enumerated() {
            svg.text(line, x: Self.padding, y: 52 + Double(index) * 18, size: Self.subtitleSize, fill: ChartColor.secondaryText)
        }
        let legendTop = 38 + Double(subtitleLines.count) * 18
        for (entry, place) in zip(legend, legendPlaces) {
            let middle = legendTop + 14 + Double(place.row) * 22
            switch entry.swatch {
            case .line(let color, let dash, let marker):
                svg.line(from: (place.x, middle - 4), to: (place.x + 24, middle - 4), stroke: color, width: 2.5, dash: dash)
                if marker { svg.circle(x: place.x + 12, y: middle - 4, radius: 4, fill: color) }
            case .box(let color):
                svg.rect(x: place.x + 4, y: middle - 11, width: 16, height: 14, fill: color)
            }
            svg.text(entry.name, x: place.x + 30, y: middle, size: Self.legendSize)
        }
        for (index, line) in noteLines.enumerated() {
            svg.text(line, x: Self.padding, y: footerTop + 12 + Double(index) * 16, size: Self.noteSize, fill: ChartColor.secondaryText)
        }
    }

    /// `text` broken between words into lines that fit the page at `size`.
    private static func wrapped(_ text: String, size: Double) -> [String] {
        let room = width - 2 * padding
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : "\(line) \(word)"
            if !line.isEmpty && SVGWriter.estimatedSentenceWidth(candidate, size: size) > room {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
