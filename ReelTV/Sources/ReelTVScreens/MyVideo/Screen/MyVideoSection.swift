import ReelDiff

/// The My Video screen's one section, named by a fixed string.
package typealias MyVideoSection = AnimatableSectionModel<String, MyVideoItem>
