/// Why an ``EditScript`` could not be made from given edits, or could not be applied to an array.
public enum EditScriptError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The array given to ``EditScript/applied(to:)`` does not have the length the script was made for.
    case sourceCountMismatch(expected: Int, actual: Int)
    /// A script was created for a negative number of source elements.
    case negativeSourceCount(Int)
    /// A delete or substitute names an offset outside `0..<sourceCount`.
    case sourceOffsetOutOfRange(offset: Int, sourceCount: Int)
    /// An insert or substitute names an offset outside `0..<targetCount`.
    case targetOffsetOutOfRange(offset: Int, targetCount: Int)
    /// Two deletes or substitutes name the same source offset.
    case duplicateSourceOffset(Int)
    /// Two inserts or substitutes name the same target offset.
    case duplicateTargetOffset(Int)

    /// A sentence that says what is wrong.
    public var description: String {
        switch self {
        case .sourceCountMismatch(let expected, let actual):
            "the edit script was made for a source of \(expected) elements, but was applied to \(actual)"
        case .negativeSourceCount(let count):
            "an edit script cannot have a negative source count (\(count))"
        case .sourceOffsetOutOfRange(let offset, let sourceCount):
            "source offset \(offset) is outside a source of \(sourceCount) elements"
        case .targetOffsetOutOfRange(let offset, let targetCount):
            "target offset \(offset) is outside a target of \(targetCount) elements"
        case .duplicateSourceOffset(let offset):
            "source offset \(offset) is deleted or substituted more than once"
        case .duplicateTargetOffset(let offset):
            "target offset \(offset) is inserted or substituted more than once"
        }
    }
}
