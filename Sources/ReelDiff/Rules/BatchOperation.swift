/// The kinds of operation in a batch update, named the way UIKit's error messages name them.
enum BatchOperation: Hashable {
    case delete, reload, moveOut, insert, moveIn

    /// The verb, as in "attempt to delete item 3 from section 0".
    var verb: String {
        switch self {
        case .delete: "delete"
        case .reload: "reload"
        case .moveOut: "move"
        case .insert: "insert"
        case .moveIn: "move"
        }
    }

    /// The preposition linking an item to its section: "delete item 3 from section 0".
    var preposition: String {
        switch self {
        case .delete, .reload, .moveOut: "from"
        case .insert, .moveIn: "into"
        }
    }

    /// The third person, as in "which the same batch deletes".
    var thirdPerson: String {
        switch self {
        case .delete: "deletes"
        case .reload: "reloads"
        case .moveOut: "moves away"
        case .insert: "inserts"
        case .moveIn: "moves something into"
        }
    }
}

/// Which operation claimed each section or item on one side of a batch, so that nothing is
/// claimed twice.
///
/// Positions are dense indexes (a section's index, or an item's index among all items of the
/// side), so claiming is an array access: a batch can claim a hundred thousand items.
struct OperationClaims {
    private var operations: [BatchOperation?]

    /// Claims for `count` positions, none claimed yet.
    init(count: Int) {
        operations = Array(repeating: nil, count: count)
    }

    subscript(position: Int) -> BatchOperation? { operations[position] }

    /// Records that `operation` uses `position`, or throws if another operation already did.
    /// `name` is only built for the error message.
    mutating func claim(_ position: Int, by operation: BatchOperation, named name: @autoclosure () -> String) throws(BatchUpdateViolation) {
        if let earlier = operations[position] {
            throw BatchUpdateViolation(
                .conflictingOperations,
                "attempt to \(operation.verb) \(name()), which the same batch already \(earlier.thirdPerson)")
        }
        operations[position] = operation
    }

    /// How many positions in `range` `operation` claimed.
    func count(of operation: BatchOperation, in range: Range<Int>) -> Int {
        operations[range].count { $0 == operation }
    }
}
