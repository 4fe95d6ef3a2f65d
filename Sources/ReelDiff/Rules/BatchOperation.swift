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
/// Positions are a section's index, or an item's index among all items of the side. Only the
/// claimed ones are stored, so a batch of a few operations on a list of a hundred thousand
/// items touches a few entries, not a hundred thousand.
struct OperationClaims {
    private var operations: [Int: BatchOperation] = [:]

    /// Claims with room for `expected` of them, none claimed yet.
    init(expected: Int) {
        operations.reserveCapacity(expected)
    }

    subscript(position: Int) -> BatchOperation? { operations[position] }

    /// Records that `operation` uses `position`, or throws if another operation already did.
    /// `name` is only built for the error message.
    mutating func claim(_ position: Int, by operation: BatchOperation, named name: @autoclosure () -> String) throws(BatchUpdateViolation) {
        if let earlier = operations.updateValue(operation, forKey: position) {
            throw BatchUpdateViolation(
                .conflictingOperations,
                "attempt to \(operation.verb) \(name()), which the same batch already \(earlier.thirdPerson)")
        }
    }
}
