/// A pair of values, `Equatable` where tuples are not.
struct Pair: Equatable, CustomStringConvertible {
    let first: Int
    let second: Int

    init(_ first: Int, _ second: Int) {
        self.first = first
        self.second = second
    }

    var description: String { "(\(first), \(second))" }
}
