import ReelStream

/// What can happen to the user's My Video list.
enum ExampleMyVideoAction: Sendable {
    case added(videoID: String)
    case removed(videoID: String)
    case failed(message: String)
}

/// The My Video list, shared by every screen that shows or changes it.
struct ExampleMyVideoState: Equatable, Sendable {
    var videoIDs: [String] = []
    var lastError: String?

    static func reduce(_ state: inout ExampleMyVideoState, _ action: ExampleMyVideoAction) {
        switch action {
        case .added(let id) where !state.videoIDs.contains(id):
            state.videoIDs.append(id)
        case .added:
            break
        case .removed(let id):
            state.videoIDs.removeAll { $0 == id }
        case .failed(let message):
            state.lastError = message
        }
    }
}

typealias ExampleMyVideoStore = Store<ExampleMyVideoState, ExampleMyVideoAction>
