import ReelUI

/// What the measuring asks of a detail screen, whichever way it is built.
@MainActor
protocol DetailScreen: ViewController {
    /// Whether everything is on screen: the series and its recommend rows.
    var isComplete: Bool { get }
}
