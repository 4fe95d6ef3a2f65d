import UIKitStandIn

/// The lifecycle calls a test's controllers and views received, in order.
@MainActor
final class LifecycleLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }

    /// The entries so far, which are then forgotten, so a test can check one step at a time.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }

    /// The entries so far that contain one of `words`; every entry is then forgotten.
    func take(containing words: String...) -> [String] {
        take().filter { entry in words.contains { entry.contains($0) } }
    }
}

extension UITraitCollection {
    /// The vertical size class as a word, for log entries: a phone upright is "regular",
    /// sideways "compact".
    var verticalWord: String {
        switch verticalSizeClass {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
