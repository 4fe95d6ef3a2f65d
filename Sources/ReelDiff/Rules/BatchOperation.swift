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
struct OperationClaims<Key: Hashable> {
    private(set) var operations: [Key: BatchOperation] = [:]

    subscript(key: Key) -> BatchOperation? { operations[key] }

    /// Records that `operation` uses `key`, or throws if another operation already did.
    mutating func claim(_ key: Key, by operation: BatchOperation, named name: String) throws(BatchUpdateViolation) {
        if let earlier = operations.updateValue(operation, forKey: key) {
            throw BatchUpdateViolation(
                .conflictingOperations,
                "attempt to \(operation.verb) \(name), which the same batch already \(earlier.thirdPerson)")
        }
    }
}
