extension EditScript {
    /// One step of an ``EditScript``.
    ///
    /// Source offsets name positions in the source before any edit; target offsets name
    /// positions in the target after all edits (as in `CollectionDifference`).
    public enum Edit {
        /// Removes the source element at `sourceOffset`.
        case delete(sourceOffset: Int)
        /// Places `element` at `targetOffset` in the target.
        case insert(targetOffset: Int, element: Element)
        /// Replaces the source element at `sourceOffset` with `element`, which ends up at
        /// `targetOffset` in the target. One edit, where a delete and an insert would be two.
        case substitute(sourceOffset: Int, targetOffset: Int, element: Element)

        /// The source offset of a delete or a substitute; `nil` for an insert.
        public var sourceOffset: Int? {
            switch self {
            case .delete(let sourceOffset), .substitute(let sourceOffset, _, _): sourceOffset
            case .insert: nil
            }
        }

        /// The target offset of an insert or a substitute; `nil` for a delete.
        public var targetOffset: Int? {
            switch self {
            case .insert(let targetOffset, _), .substitute(_, let targetOffset, _): targetOffset
            case .delete: nil
            }
        }

        /// The element an insert or a substitute puts into the target; `nil` for a delete.
        public var element: Element? {
            switch self {
            case .insert(_, let element), .substitute(_, _, let element): element
            case .delete: nil
            }
        }
    }
}

extension EditScript.Edit: Equatable where Element: Equatable {}
extension EditScript.Edit: Hashable where Element: Hashable {}
extension EditScript.Edit: Sendable where Element: Sendable {}
