/// A tag and a price in coins: the coin column's extra view.
package final class TagCoinView: TagLineView<Int> {
    /// Shows `tag` and `coin` (like `"300コイン"`); either may be absent.
    package func configure(tag: String?, coin: Int?) {
        show(tag: tag, detail: coin, text: SummaryFormat.coins)
    }
}
