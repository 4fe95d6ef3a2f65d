import ReelDiff

/// The My Video screen's one section, named by a fixed string.
public typealias MyVideoSection = AnimatableSectionModel<String, MyVideoItem>
