import ReelUI

/// A list, or in its place the message that it has nothing to show: the "no data" view of MVVM
/// bindings (docs/Background.md), shown from the items a screen declares rather than toggled by
/// hand. Used by the screens whose list can be empty (downloads, My Video).
@MainActor
final class EmptyStateListView: StackView {
    /// The list.
    let collectionView: CollectionView
    private let message: Label

    /// A list with section headers, saying `emptyMessage` while it is empty.
    init(emptyMessage: String) {
        collectionView = CollectionView(layout: CollectionLayout(showsSectionHeaders: true))
        message = Label(text: emptyMessage, numberOfLines: 0)
        // Observers do not run in the initialiser: hide the message here.
        message.isHidden = true
        super.init(arrangedSubviews: [message, collectionView], axis: .vertical)
    }

    /// Whether the list has nothing to show: the message takes its place.
    var isEmpty: Bool = false {
        didSet {
            message.isHidden = !isEmpty
            collectionView.isHidden = isEmpty
        }
    }
}
