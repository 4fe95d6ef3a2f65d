extension DiffPlan {
    /// The items the old section `old` keeps through the removals, in their old order, each
    /// showing its new content from `newItems` (most of them in the new section `new`): that
    /// section's items in a removals stage's data, written into `reused` when there is one (its
    /// items removed, its memory kept, unless it is shared), or else into a new array.
    ///
    /// A new array is written in place, uninitialised, and an array reused item after item: a
    /// million appends each check the array's capacity and uniqueness, which would cost a diff
    /// made alone about 5%; a diff reusing memory saves much more than that in pages it need
    /// not fault in.
    @inlinable
    func items<Item>(
        keptBy old: Int, showing newItems: SegmentedElements<Item>, mostlyIn new: Int, reusing reused: consuming [Item]?
    ) -> [Item] {
        let count = oldStarts[old + 1] - oldStarts[old]
        guard var items = consume reused else {
            return [Item](unsafeUninitializedCapacity: count) { buffer, kept in
                kept = 0
                forEachItem(keptBy: old, showing: newItems, mostlyIn: new) { item in
                    (buffer.baseAddress! + kept).initialize(to: item)
                    kept += 1
                }
            }
        }
        items.removeAll(keepingCapacity: true)
        // Room for every item of the old section, most of which it keeps, and some to spare,
        // as a stream's lists grow item by item.
        if items.capacity < count {
            items.reserveCapacity(IdentityMatchMemory.capacity(for: count, isReused: true))
        }
        forEachItem(keptBy: old, showing: newItems, mostlyIn: new) { items.append($0) }
        return items
    }

    /// Calls `body` with each item the old section `old` keeps, in old order, showing its new content.
    @inlinable
    func forEachItem<Item>(
        keptBy old: Int, showing newItems: SegmentedElements<Item>, mostlyIn new: Int, _ body: (Item) -> Void
    ) {
        itemOldToNew.withUnsafeIndexes { oldToNew in
            for item in oldStarts[old]..<oldStarts[old + 1] {
                let index = oldToNew[item]
                if index >= 0 { body(newItems[index, probablyIn: new]) }
            }
        }
    }
}
