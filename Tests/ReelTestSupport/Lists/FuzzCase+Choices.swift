/// Random choices the generators need beyond `int(in:)` and `chance(_:)`.
extension FuzzCase {
    /// A random valid index of a collection with `count` elements; `count` must be positive.
    public mutating func index(below count: Int) -> Int {
        int(in: 0...(count - 1))
    }

    /// One of `options`, chosen with a probability proportional to `weight`.
    public mutating func pick<Option>(_ options: [Option], weight: (Option) -> Int) -> Option {
        let total = options.reduce(0) { $0 + weight($1) }
        precondition(total > 0, "pick needs at least one option with a positive weight")
        var roll = int(in: 0...(total - 1))
        for option in options {
            if roll < weight(option) { return option }
            roll -= weight(option)
        }
        return options[options.count - 1]
    }

    /// A random non-empty selection of `elements` (which must not be empty), in their order:
    /// each kept with even odds, or one of them when none was.
    public mutating func some<Element>(of elements: [Element]) -> [Element] {
        let chosen = elements.filter { _ in chance(0.5) }
        return chosen.isEmpty ? [elements[index(below: elements.count)]] : chosen
    }
}
