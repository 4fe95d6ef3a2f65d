import Foundation

// The selection both lists keep the same way: the app's calls change it without a word to the
// delegate, a person's taps go through the delegate, and cells show it.
extension ListEngine {
    /// Whether `path` names an item of the counts the list holds.
    func containsItem(at path: IndexPath) -> Bool {
        guard path.count == 2 else { return false }
        let counts = loadedCounts
        return counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
    }

    /// The app selects the item at `path`, keeping the other selections when
    /// `keepingOthers` (a list that allows several) and replacing them otherwise. No delegate
    /// hears of it. A path that names no item changes nothing.
    func select(_ path: IndexPath, keepingOthers: Bool, animated: Bool) {
        guard containsItem(at: path) else { return }
        if !keepingOthers {
            for other in selection.paths where other != path { setSelected(other, false, animated: animated) }
        }
        setSelected(path, true, animated: animated)
    }

    /// The app deselects the item at `path`; no delegate hears of it.
    func deselect(_ path: IndexPath, animated: Bool) {
        setSelected(path, false, animated: animated)
    }

    /// The app deselects every item; no delegate hears of it.
    func deselectAll(animated: Bool) {
        for path in selection.paths { setSelected(path, false, animated: animated) }
    }

    /// A person taps the item at `path`, which must be shown in a view they can touch; returns
    /// whether the list took the tap as a selection or a deselection.
    ///
    /// Where several items may be selected, tapping a selected one deselects it; otherwise the
    /// tap selects, and where one may be selected, the others are deselected first. The
    /// delegate may redirect or refuse each step, as ``SelectionDelegateCalls`` describes, and
    /// hears of each change after it is made.
    func tap(
        _ path: IndexPath, allowsSelection: Bool, allowsMultipleSelection: Bool, delegate: SelectionDelegateCalls
    ) -> Bool {
        guard allowsSelection, host.isTouchable, visible[.cell(path)] != nil else { return false }
        if allowsMultipleSelection, selection.contains(path) {
            guard let deselected = delegate.willDeselect(path) else { return false }
            setSelected(deselected, false, animated: false)
            delegate.didDeselect(deselected)
            return true
        }
        guard let selected = delegate.willSelect(path), containsItem(at: selected) else { return false }
        if !allowsMultipleSelection {
            for other in selection.paths where other != selected {
                guard let deselected = delegate.asksBeforeReplacing ? delegate.willDeselect(other) : other else { continue }
                setSelected(deselected, false, animated: false)
                delegate.didDeselect(deselected)
            }
        }
        setSelected(selected, true, animated: false)
        delegate.didSelect(selected)
        return true
    }

    /// Records the item at `path` selected or not, and shows it in its cell if it has one.
    private func setSelected(_ path: IndexPath, _ selected: Bool, animated: Bool) {
        let changed = selected ? selection.insert(path) : selection.remove(path)
        if changed { visible[.cell(path)]?.listSelectionDidChange(selected, animated: animated) }
    }
}
