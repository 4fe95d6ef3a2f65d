import ReelStream

/// The server side of My Video.
protocol MyVideoAPI: Sendable {
    func add(_ videoID: String) async throws
}

/// The action creator: it asks the server first and dispatches what happened.
struct MyVideoActions: ActionCreator {
    let dispatcher: Dispatcher<ExampleMyVideoAction>
    let api: any MyVideoAPI

    @discardableResult
    func add(_ videoID: String) -> Task<Void, Never> {
        dispatch({ [api] in try await api.add(videoID) }) { result in
            switch result {
            case .success: .added(videoID: videoID)
            case .failure(let error): .failed(message: "could not add \(videoID): \(error)")
            }
        }
    }

    func remove(_ videoID: String) {
        dispatch(.removed(videoID: videoID))
    }
}

extension ScriptedAPI: MyVideoAPI where Request == String, Response == Void {
    func add(_ videoID: String) async throws {
        try await call(videoID)
    }
}
