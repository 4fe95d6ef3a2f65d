/// The values behind the downloads screen ("The downloads screen" in docs/Background.md): a series,
/// its seasons, and downloaded episodes with their progress.
struct ExampleDownloadSeries: Equatable, Sendable {
    var id: String
    var title: String
}

struct ExampleDownloadSeason: Equatable, Sendable {
    var id: String
    var name: String
}

struct DownloadMedia: Equatable, Sendable {
    enum State: Equatable, Sendable {
        case queued
        case downloading(percent: Int)
        case downloaded
    }

    var id: String
    var title: String
    var state: State
}
