import ReelStream

/// The series a person saved to My Video: app-wide state every screen shares (talk 003's Flux).
public struct MyVideoState: Hashable, Sendable {
    /// The saved series' ids.
    public var seriesIDs: Set<String> = []

    /// Creates an empty My Video.
    public init() {}
}

/// What changes My Video.
public enum MyVideoAction: Hashable, Sendable {
    /// Saves the series if it is not saved, removes it if it is.
    case toggle(seriesID: String)
    /// Removes the series.
    case remove(seriesID: String)
}

/// The app's My Video store.
public typealias MyVideoStore = Store<MyVideoState, MyVideoAction>

extension Store where State == MyVideoState, Action == MyVideoAction {
    /// A My Video store, empty to start with, changed by the actions `dispatcher` delivers.
    public static func myVideo(dispatcher: Dispatcher<MyVideoAction>) -> MyVideoStore {
        MyVideoStore(initialState: MyVideoState(), dispatcher: dispatcher) { state, action in
            switch action {
            case .toggle(let id):
                if state.seriesIDs.remove(id) == nil { state.seriesIDs.insert(id) }
            case .remove(let id):
                state.seriesIDs.remove(id)
            }
        }
    }
}
