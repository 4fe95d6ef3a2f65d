/// What the detail screen's cells can ask for, handed to the cell provider so that cells never
/// reach the screen or its stream themselves.
@MainActor
struct DetailActions {
    var toggleContentInfo: @MainActor () -> Void
    var toggleMyVideo: @MainActor () -> Void
    var retryRecommendations: @MainActor () -> Void
    var share: @MainActor () -> Void
    var seeMoreEpisodes: @MainActor () -> Void
    var openEpisode: @MainActor (Episode) -> Void
    var openSeries: @MainActor (String) -> Void
}
