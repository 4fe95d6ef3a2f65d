/// One event of a random script driving two publishers, for property-based operator tests.
///
/// Even numbers go to the first publisher, odd ones to the second, so a plain `[Int]` from a
/// generator is a script and shrinks like one.
enum StreamEvent: Equatable {
    case first(Int)
    case second(Int)

    init(_ number: Int) {
        self = number.isMultiple(of: 2) ? .first(number) : .second(number)
    }
}
