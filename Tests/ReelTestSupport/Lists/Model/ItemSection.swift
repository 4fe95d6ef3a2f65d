import ReelDiff

/// The section type of the sectioned property tests: the library's ready-made section model,
/// as an app would use it.
public typealias ItemSection = AnimatableSectionModel<SectionHeader, Item>
