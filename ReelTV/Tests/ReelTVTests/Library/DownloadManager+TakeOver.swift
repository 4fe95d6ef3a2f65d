import ReelTVModel

extension DownloadManager {
    /// Ticks, moving no bytes, until this manager holds its library's transfer claim; at most
    /// about a second. A child process another test is spawning shares the lock file's
    /// descriptor between its fork and its exec, so a claim released a moment ago may still be
    /// held that long.
    func tickUntilClaimed() async throws {
        for _ in 0..<200 where transfers.value != .claimed {
            tick(elapsed: .zero)
            if transfers.value != .claimed { try await Task.sleep(for: .milliseconds(5)) }
        }
    }
}
