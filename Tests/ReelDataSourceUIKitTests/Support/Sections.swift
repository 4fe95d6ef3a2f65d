#if UIKIT_LISTS
import ReelTestSupport

/// Section `id` holding items with the ids `items` (content 0) under a header with `title`.
func section(_ id: Int, _ items: [Int], title: Int = 0) -> ItemSection {
    ItemSection(model: SectionHeader(id: id, title: title), items: items.map { Item(id: $0) })
}
#endif
