import Foundation

/// The working memory of the diffs one owner runs one after another: the item match's hash
/// table and result arrays (about 18 bytes an item); for lists of more sections than a diff
/// reads in place (``SectionItemBuffers/maximumSegments``), the array their old items are
/// gathered into; and the arrays the last diff wrote its removals stage's items into, a
/// section's items each. A diff made with a workspace
/// (``StagedChangeset/init(source:target:workspace:)``) borrows this memory, writes over it and
/// hands it back, so the next diff finds it already paged in. Without one, a diff of a million
/// items asks the kernel for about 18 MB of fresh zeroed pages and returns them when it ends:
/// some 4,400 page faults every time, and 256 more for every megabyte of items its removals
/// stage copies.
///
/// A workspace grows to the largest lists diffed in it and keeps that memory until it is
/// released. Between diffs it holds no item but those of the last diff's removals stage, all of
/// them items of that diff's target, in arrays it shares with whoever holds the stage: the next
/// diff writes its own removals stage into them once no one else holds them (an array still
/// shared then is left to its holders, and the stage written into a new one), and an owner that
/// leaves that state without a diff has them emptied (``removeKeptItems()``). Gathered old items
/// are removed (their memory kept) before the memory is handed back. Diffs may run on any
/// thread; two at once with one workspace are correct, the second working in memory of its own.
@usableFromInline
package final class DiffWorkspace<Item>: @unchecked Sendable {
    // Unchecked: `memory` is read and written only under `lock`. The items it holds between
    // diffs are those of a stage a diff handed out, which the next diff, on any thread, lets
    // go of: its owner, a data source, diffs `Sendable` sections on any thread already.

    /// The memory one diff works in.
    @usableFromInline
    struct Memory {
        @usableFromInline var match: IdentityMatchMemory
        /// The old items of lists of many sections, gathered: empty whenever the workspace holds
        /// it; its capacity is what is kept.
        @usableFromInline var oldItems: [Item] = []
        /// The arrays the last diff wrote its removals stage's sections into, holding items of
        /// that diff's target, then empty ones kept from earlier diffs: the next diff writes its
        /// own removals stage into them (``DiffPlan/changesets(source:target:newItems:stageItems:keepsStageItems:)``).
        @usableFromInline var stageItems: [[Item]] = []

        /// Memory for diffs one after another, or (`isReused` false) for one diff alone, which
        /// frees what it can as soon as it can.
        @inlinable
        init(isReused: Bool = true) {
            match = IdentityMatchMemory(isReused: isReused)
        }
    }

    private let lock = NSLock()
    /// Nil while a diff has borrowed it.
    private var memory: Memory? = Memory()

    /// An empty workspace.
    @inlinable
    package init() {}

    /// The workspace's memory for one diff, or fresh memory while another diff holds it.
    @usableFromInline
    func borrow() -> Memory {
        lock.lock()
        defer { lock.unlock() }
        let borrowed = memory ?? Memory()
        memory = nil
        return borrowed
    }

    /// Removes the items of the arrays kept for the next removals stage, keeping their memory:
    /// for an owner that leaves the state they belong to other than by a diff (a reload), so
    /// that they outlive it no longer than the owner shows it. A diff under way then keeps its
    /// own until the next one.
    @usableFromInline
    package func removeKeptItems() {
        lock.lock()
        defer { lock.unlock() }
        guard memory != nil else { return }
        for index in memory!.stageItems.indices { memory!.stageItems[index].removeAll(keepingCapacity: true) }
    }

    /// Takes `borrowed` back, unless the workspace got other memory back meanwhile.
    @usableFromInline
    func giveBack(_ borrowed: Memory) {
        lock.lock()
        defer { lock.unlock() }
        if memory == nil { memory = borrowed }
    }
}
