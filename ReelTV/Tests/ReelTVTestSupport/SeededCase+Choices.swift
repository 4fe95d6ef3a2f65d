/// The choices the generators make from collections, built on `int(in:)` and `chance(_:)` so
/// that they replay with the seed too.
extension SeededCase {
    /// A random valid index of a collection of `count` elements; `count` must be positive.
    public mutating func index(below count: Int) -> Int {
        int(in: 0...(count - 1))
    }

    /// One of `options`, each as likely as its `weight` is large; at least one weight must be
    /// positive.
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

    /// Some of `elements` (which must not be empty), never none, in their order: each is kept
    /// with even odds, and if none was, one is chosen.
    public mutating func some<Element>(of elements: [Element]) -> [Element] {
        let kept = elements.filter { _ in chance(0.5) }
        return kept.isEmpty ? [elements[index(below: elements.count)]] : kept
    }
}
