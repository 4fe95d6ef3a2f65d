/// What a command wrote to a terminal, taken apart: the lines of its progress reports, each
/// drawn in place (`CR`, the line, erase to the end of the line), and the rest.
struct TerminalOutput {
    private static let erase = "\u{1B}[K"

    /// Every progress line drawn, in order; erasures (an empty line) left out.
    let progressLines: [String]
    /// What is left once the progress lines and their erasures are taken out, with the
    /// terminal's CR LF line ends as LF.
    let text: String

    /// Takes apart `output`, everything the terminal received.
    init(_ output: String) {
        var progress: [String] = []
        var rest = ""
        var remaining = Substring(output.replacingOccurrences(of: "\r\n", with: "\n"))
        while let start = remaining.firstIndex(of: "\r") {
            rest += remaining[..<start]
            let line = remaining[remaining.index(after: start)...]
            guard let end = line.range(of: Self.erase) else {
                remaining = line
                continue
            }
            if end.lowerBound > line.startIndex { progress.append(String(line[..<end.lowerBound])) }
            remaining = line[end.upperBound...]
        }
        progressLines = progress
        text = rest + remaining
    }
}
