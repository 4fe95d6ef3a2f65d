import ReelDiff

/// How a data source of sections with identities follows new states: the diff it animates
/// with, and the lookup that finds the items a person edits in the app's state. A data source
/// of sections without identities has neither, and reloads the list for every state.
///
/// The initialisers of both kinds of data source share one body, which takes this; those for
/// sections with identities pass `stagedChangeset`.
@usableFromInline
package struct IdentityDiffing<Section: SectionModelType & Sendable> {
    /// Diffs two states; `Sendable`, as large diffs run off the main actor.
    @usableFromInline
    package typealias Diff = @Sendable (_ source: [Section], _ target: [Section]) -> StagedChangeset<[Section]>

    let diff: Diff
    let lookup: IdentityLookup<Section>
    /// Lets go of the items the diff's memory keeps between diffs (those of the last state it
    /// diffed to), for a data source that leaves that state without a diff; `nil` when it keeps none.
    let releaseKeptItems: (@Sendable () -> Void)?

    @usableFromInline
    init(diff: @escaping Diff, lookup: IdentityLookup<Section>, releaseKeptItems: (@Sendable () -> Void)? = nil) {
        self.diff = diff
        self.lookup = lookup
        self.releaseKeptItems = releaseKeptItems
    }
}

extension IdentityDiffing where Section: AnimatableSectionModelType {
    /// Diffs with `diff` (a test's diff, which waits at a gate), and finds items by identity.
    @inlinable
    package init(diff: @escaping Diff) {
        self.init(diff: diff, lookup: .byIdentity)
    }

    /// Diffs with `StagedChangeset`, and finds items by identity.
    ///
    /// Each data source gets a workspace of its own, which its diffs reuse one after another
    /// and which goes with it: a stream of long lists then works in memory already paged in,
    /// rather than asking the kernel for tens of megabytes of zeroed pages for every state.
    ///
    /// Inlined into the initialiser that asks for it, and that one into the app's code: the
    /// diff is made there, where `Section` is a concrete type, and the compiler specialises it
    /// there, which makes it several times faster than the generic code the data source would
    /// otherwise run.
    @inlinable
    package static var stagedChangeset: IdentityDiffing {
        let workspace = DiffWorkspace<Section.Item>()
        return IdentityDiffing(
            diff: { StagedChangeset(source: $0, target: $1, workspace: workspace) }, lookup: .byIdentity,
            releaseKeptItems: { workspace.removeKeptItems() })
    }
}
