import Foundation

/// The index paths a list has selected, in the order they were selected. Selections are a few
/// elements, so a list is searched rather than hashed.
struct ListSelection {
    private(set) var paths: [IndexPath] = []

    func contains(_ path: IndexPath) -> Bool {
        paths.contains(path)
    }

    /// Adds `path`; returns whether it was not selected already.
    mutating func insert(_ path: IndexPath) -> Bool {
        guard !contains(path) else { return false }
        paths.append(path)
        return true
    }

    /// Removes `path`; returns whether it was selected.
    mutating func remove(_ path: IndexPath) -> Bool {
        guard let index = paths.firstIndex(of: path) else { return false }
        paths.remove(at: index)
        return true
    }

    /// Forgets every selection, as `reloadData()` does.
    mutating func removeAll() {
        paths = []
    }

    /// Follows a batch update as UIKit's selection does: a kept, moved or reconfigured element
    /// stays selected at its new path; a deleted or reloaded one, or one of a deleted or reloaded
    /// section, is no longer selected.
    mutating func follow(_ mapping: UpdateMapping) {
        paths = paths.compactMap(mapping.indexPathAfter)
    }
}
