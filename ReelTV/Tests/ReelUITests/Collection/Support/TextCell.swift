import ReelUI

/// The base of the test cells: a label that shows the item's string, wrapping onto as many
/// lines as it needs, so a cell's fitting height is its text's number of lines.
///
/// It counts its ``CollectionReusableView/prepareForReuse()`` calls, so tests can tell a cell
/// that came back from the reuse queue from one configured again in place.
class TextCell: CollectionViewCell {
    /// The label filling the cell; built once, as a reused cell never rebuilds itself.
    let label = Label(numberOfLines: 0)
    /// How many times the collection view prepared the cell for reuse.
    private(set) var prepareForReuseCount = 0

    required init() {
        super.init()
        addSubview(label)
    }

    /// The string the cell shows.
    var text: String {
        get { label.text }
        set { label.text = newValue }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
        // Clear the leftover content, so a cell the data source forgets to configure shows as
        // empty instead of showing another item's string.
        text = ""
    }
}

/// The ordinary test cell.
final class PlainCell: TextCell {}

/// A second cell type with the same content, for items that call for another look: the reuse
/// queue must never hand one type out for a request of the other.
final class AccentCell: TextCell {}

/// The test section header: a one-line label with the section's title.
final class TextHeader: CollectionSectionHeader {
    /// The label filling the header.
    let label = Label()

    required init() {
        super.init()
        addSubview(label)
    }

    /// The title the header shows.
    var title: String {
        get { label.text }
        set { label.text = newValue }
    }
}

/// The test section footer: a label with the section's closing line, wrapping onto as many
/// lines as it needs, so a footer's fitting height can differ from the layout's estimate.
final class TextFooter: CollectionSectionFooter {
    /// The label filling the footer.
    let label = Label(numberOfLines: 0)

    required init() {
        super.init()
        addSubview(label)
    }

    /// The line the footer shows.
    var text: String {
        get { label.text }
        set { label.text = newValue }
    }
}
