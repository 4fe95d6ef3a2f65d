/// The lifecycle calls a test's controllers received, in order.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }

    /// The entries so far, which are then forgotten, so a test can check one step at a time.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}
