/// Where a section's own view sits: its header above its items, its footer below them.
enum SectionViewPosition: CaseIterable {
    case header
    case footer
}
