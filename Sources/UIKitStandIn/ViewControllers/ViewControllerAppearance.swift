/// Where a view controller is in its appearance cycle. The animation flag of a change in
/// progress waits for the matching `did` callback.
enum ViewControllerAppearance {
    case disappeared
    case appearing(animated: Bool)
    case appeared
    case disappearing(animated: Bool)

    /// Whether the view is appearing or on screen.
    var isAppearingOrAppeared: Bool {
        switch self {
        case .appearing, .appeared: true
        case .disappearing, .disappeared: false
        }
    }
}
