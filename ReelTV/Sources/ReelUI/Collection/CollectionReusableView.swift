/// A view a collection view recycles: the base of cells, section headers and footers.
///
/// Subclasses build their subviews in `init()` and set only content when configured, so a
/// reused view never rebuilds itself. By default the view sizes itself to its first subview
/// (usually a stack view) and gives that subview all of its bounds.
@MainActor
open class CollectionReusableView: View {
    /// How many times a provider configured this view: for tests and benchmarks.
    public internal(set) var configureCount = 0

    /// Creates an empty view; collection views create views of registered types this way.
    public required init() {
        super.init()
    }

    /// Called before the collection view hands the view out again, to clear leftover state.
    open func prepareForReuse() {}

    open override func sizeThatFits(_ proposal: Size) -> Size {
        guard let content = subviews.first else { return Size(width: proposal.width, height: 1) }
        return Size(width: proposal.width, height: content.sizeThatFits(proposal).height)
    }

    open override func layoutSubviews() {
        subviews.first?.frame = bounds
    }
}

/// A collection view's item view.
@MainActor
open class CollectionViewCell: CollectionReusableView {}

/// A view a collection view shows for a section's own content, above or below its items:
/// the base of section headers and footers.
@MainActor
open class CollectionSupplementaryView: CollectionReusableView {}

/// A collection view's section header.
@MainActor
open class CollectionSectionHeader: CollectionSupplementaryView {}

/// A collection view's section footer.
@MainActor
open class CollectionSectionFooter: CollectionSupplementaryView {}
