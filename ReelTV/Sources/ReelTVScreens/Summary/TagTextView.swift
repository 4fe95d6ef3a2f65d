/// A tag and a text, such as a viewing limit: the viewing-type column's extra view.
package final class TagTextView: TagLineView<String> {
    /// Shows `tag` and `text`; either may be absent.
    package func configure(tag: String?, text: String?) {
        show(tag: tag, detail: text) { $0 }
    }
}
