import ReelStream

/// The series a person saved to My Video: app-wide state every screen shares (a Flux store), stored
/// in the library database.
package struct MyVideoState: Hashable, Sendable {
    /// The saved series' ids, newest first.
    package private(set) var seriesIDs: [String]

    /// My Video holding `seriesIDs`, newest first.
    package init(seriesIDs: [String] = []) {
        self.seriesIDs = seriesIDs
    }

    /// Applies `action`.
    package mutating func apply(_ action: MyVideoAction) {
        switch action {
        case .toggle(let id):
            if let index = seriesIDs.firstIndex(of: id) {
                seriesIDs.remove(at: index)
            } else {
                seriesIDs.insert(id, at: 0)
            }
        case .remove(let id):
            seriesIDs.removeAll { $0 == id }
        }
    }
}

/// What changes My Video.
package enum MyVideoAction: Hashable, Sendable {
    /// Saves the series if it is not saved, removes it if it is.
    case toggle(seriesID: String)
    /// Removes the series.
    case remove(seriesID: String)
}

/// The app's My Video store.
package typealias MyVideoStore = Store<MyVideoState, MyVideoAction>
