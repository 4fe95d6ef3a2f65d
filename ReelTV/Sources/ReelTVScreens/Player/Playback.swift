import ReelTVModel
/// What the player area shows: the episode playing, how far it got, and what the person is
/// doing with it (seeking, looking at the drawer).
///
/// A value changed only by its methods, so ``PlayerLogic`` is a thin layer of inputs and clocks
/// over it and each rule is tested without streams.
package struct Playback: Hashable, Sendable {
    /// How far one tap of a seek button moves, in seconds.
    static let seekStep = 10

    /// The episode playing; `nil` until the series has loaded.
    package private(set) var episode: Episode?
    /// The episodes after it, which the drawer offers.
    package private(set) var upNext: [Episode] = []
    /// Whether time runs.
    package private(set) var isPlaying = false
    /// Seconds into the episode.
    package private(set) var position = 0
    /// While seeking, the time the scene thumbnail shows and playback will go on from; `nil`
    /// otherwise.
    package private(set) var sceneTime: Int?
    /// Whether the recommended-episodes drawer is pulled up over the player.
    package private(set) var isDrawerOpen = false
    /// Whether the player is on screen: a screen pushed over it holds playback until it is
    /// back, so the person misses nothing.
    package private(set) var isOnScreen = true

    /// Nothing loaded, paused at the start.
    package init() {}

    /// The episode's length in seconds; 0 before it has loaded.
    package var duration: Int { episode?.durationSeconds ?? 0 }

    /// Whether the position moves with time: playing, on screen, and not held by a seek in
    /// progress.
    package var isAdvancing: Bool { isPlaying && isOnScreen && sceneTime == nil }

    /// Starts `series`' first episode from the beginning, offering the `upNextCount` episodes
    /// after it (across seasons) in the drawer.
    package mutating func load(_ series: Series, upNextCount: Int) {
        let episodes = series.seasons.flatMap(\.episodes)
        episode = episodes.first
        upNext = Array(episodes.dropFirst().prefix(upNextCount))
        position = 0
        sceneTime = nil
        isPlaying = episode != nil
    }

    /// Pauses, or plays; playing from the end starts again.
    package mutating func togglePlayback() {
        guard episode != nil else { return }
        if !isPlaying, position >= duration { position = 0 }
        isPlaying.toggle()
    }

    /// One second of playback; at the end, playback stops.
    package mutating func tick() {
        guard isAdvancing else { return }
        position = min(duration, position + 1)
        if position == duration { isPlaying = false }
    }

    /// Moves the seek target `seconds` from where the last seek left it (or from the position),
    /// within the episode, and shows the scene there.
    package mutating func seek(by seconds: Int) {
        guard episode != nil else { return }
        sceneTime = min(duration, max(0, (sceneTime ?? position) + seconds))
    }

    /// Ends a seek: playback goes on from the scene shown, and the thumbnail goes away.
    package mutating func settleSeek() {
        guard let sceneTime else { return }
        position = sceneTime
        self.sceneTime = nil
        if position == duration { isPlaying = false }
    }

    /// The player went off screen (another screen covers it) or came back. Off screen, time
    /// stands still; a player that was playing goes on when it is back.
    mutating func setOnScreen(_ isOnScreen: Bool) {
        self.isOnScreen = isOnScreen
    }

    /// Pulls the drawer up, or lets it down.
    package mutating func toggleDrawer() {
        isDrawerOpen.toggle()
    }

    /// `seconds` as a clock: `"07:05"`, or `"1:02:03"` from an hour on.
    package static func clockText(_ seconds: Int) -> String {
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let hours = seconds / 3600
        let minutes = seconds / 60 % 60
        let rest = "\(twoDigits(minutes)):\(twoDigits(seconds % 60))"
        return hours > 0 ? "\(hours):\(rest)" : rest
    }
}
