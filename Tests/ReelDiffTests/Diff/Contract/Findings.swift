/// The broken properties of one diff case, gathered so that the case fails with one message
/// listing all of them next to its seed and input, instead of one expectation per property.
struct Findings: CustomStringConvertible {
    private(set) var problems: [String] = []

    var isEmpty: Bool { problems.isEmpty }

    mutating func record(_ problem: String) {
        problems.append(problem)
    }

    /// Records `problem` unless `condition` holds; the text is only built for a failure.
    mutating func expect(_ condition: Bool, _ problem: @autoclosure () -> String) {
        if !condition { problems.append(problem()) }
    }

    mutating func append(_ other: Findings) {
        problems += other.problems
    }

    var description: String {
        problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}
