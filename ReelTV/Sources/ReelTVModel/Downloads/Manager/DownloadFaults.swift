/// Injected transfer failures: the next ``remaining`` transfers to pass the middle of their
/// episode fail there, so failures and retries can be seen and tested.
package struct DownloadFaults: Sendable {
    /// How many more transfers fail.
    package var remaining: Int
    /// The reason they give.
    package var reason: String

    /// Fails the next `count` transfers to pass their middle, with `reason`.
    package init(failing count: Int = 0, reason: String = "network connection lost") {
        self.remaining = count
        self.reason = reason
    }

    /// The failure of a transfer going from `old` to `new` of `total` bytes, if it fails.
    mutating func failure(from old: Int64, to new: Int64, of total: Int64) -> String? {
        guard remaining > 0, old < total / 2, new >= total / 2 else { return nil }
        remaining -= 1
        return reason
    }
}
